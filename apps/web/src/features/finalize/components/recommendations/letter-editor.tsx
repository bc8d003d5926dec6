import * as React from 'react';
import { toast } from '@/components/ui/toast';
import type { TRecommendationLetterDetail } from '@acclaim/contracts';
import type { ParagraphBlock, Section } from '@acclaim/domain/letter';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useUpdateRecommendationLetter } from '../../api/update-recommendation-letter';
import { blockToText, editedBlocks } from './paragraph-text';

type Texts = Map<string, Map<number, string>>;

const initialTexts = (sections: readonly Section[]): Texts =>
  new Map(sections.map((s) => [s.id, new Map(s.blocks.flatMap((b, i) => (b.type === 'paragraph' ? [[i, blockToText(b)] as const] : [])))]));

/** Only the sections whose paragraphs changed, rebuilt with their exhibit references, for the save request. */
function changedSections(letter: TRecommendationLetterDetail, texts: Texts, original: Texts) {
  return letter.document.sections.flatMap((section) => {
    const edited = texts.get(section.id) ?? new Map<number, string>();
    const before = original.get(section.id);
    const isChanged = [...edited].some(([i, text]) => before?.get(i) !== text);
    return isChanged ? [{ id: section.id, blocks: editedBlocks(section, edited, letter.evidence) }] : [];
  });
}

/**
 * Each paragraph in a plain textarea. Exhibit references stay as "(Exhibit B-1)" in the text and keep their
 * evidence when saved; a blank line splits a paragraph, an emptied one is removed. A save names the version it
 * started from, so an edit made elsewhere in the meantime is refused rather than overwritten.
 */
export function LetterEditor({
  caseId,
  letter,
  onDone,
  onReload,
}: {
  caseId: string;
  letter: TRecommendationLetterDetail;
  onDone: () => void;
  onReload: () => void;
}) {
  const save = useUpdateRecommendationLetter(caseId, letter.id);
  const [texts, setTexts] = React.useState<Texts>(() => initialTexts(letter.document.sections));
  const original = React.useMemo(() => initialTexts(letter.document.sections), [letter.document.sections]);
  const isStale = save.error instanceof ApiError && save.error.status === 409;

  function setText(sectionId: string, index: number, text: string) {
    setTexts((prev) => new Map(prev).set(sectionId, new Map(prev.get(sectionId)).set(index, text)));
  }

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const sections = changedSections(letter, texts, original);
    if (sections.length === 0) {
      onDone();
      return;
    }
    save.mutate(
      { baseVersion: letter.version, sections },
      {
        onSuccess: (saved) => {
          toast.success(`Saved as version ${saved.version}`);
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-6" aria-label={`Edit the letter of ${letter.recommenderName}`}>
      {save.error && (
        <Alert variant="destructive" role="alert">
          <div className="space-y-2">
            <p>{save.error.message}</p>
            {isStale && (
              <Button type="button" variant="outline" size="sm" onClick={onReload}>
                Reload the letter
              </Button>
            )}
          </div>
        </Alert>
      )}
      {letter.document.sections.map((section) => (
        <SectionFields
          key={section.id}
          idPrefix={`edit-${letter.id}-${section.id}`}
          section={section}
          texts={texts.get(section.id)}
          onChange={(i, text) => setText(section.id, i, text)}
        />
      ))}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save as a new version'}
        </Button>
      </div>
    </form>
  );
}

const paragraphNumber = (section: Section, index: number) =>
  section.blocks.slice(0, index + 1).filter((b): b is ParagraphBlock => b.type === 'paragraph').length;

function ParagraphField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (text: string) => void }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      {/* Grows with its text where the browser can (field-sizing); elsewhere `rows` gives a fair first height. */}
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        rows={Math.min(12, Math.max(2, Math.ceil(value.length / 60)))}
        className="field-sizing-content min-h-0 font-serif"
      />
    </div>
  );
}

function SectionFields({
  idPrefix,
  section,
  texts,
  onChange,
}: {
  idPrefix: string;
  section: Section;
  texts: ReadonlyMap<number, string> | undefined;
  onChange: (index: number, text: string) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-semibold">{section.heading}</legend>
      {section.blocks.map((block, i) =>
        block.type === 'paragraph' ? (
          <ParagraphField
            key={i}
            id={`${idPrefix}-${i}`}
            label={`${section.heading}, paragraph ${paragraphNumber(section, i)}`}
            value={texts?.get(i) ?? ''}
            onChange={(text) => onChange(i, text)}
          />
        ) : null,
      )}
    </fieldset>
  );
}
