import { Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatWords } from '../format';

/** The editor's word count, with Cancel and Save section. */
export function EditorFooter({ words, canSave, isSaving, onCancel }: { words: number; canSave: boolean; isSaving: boolean; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-xs text-muted-foreground">{formatWords(words)} · Sentences and their exhibits are checked again when you save.</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSaving}>
          Cancel
        </Button>
        <Button type="submit" disabled={!canSave}>
          <Save aria-hidden="true" /> {isSaving ? 'Saving…' : 'Save section'}
        </Button>
      </div>
    </div>
  );
}
