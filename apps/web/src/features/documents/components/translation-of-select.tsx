import { toast } from '@/components/ui/toast';
import type { TDocument } from '@acclaim/contracts';
import { useUpdateDocument } from '../api/update-document';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * For a certified translation: the original it translates. The package files it right after that original, and
 * the filing checklist counts the original as translated.
 */
export function TranslationOfSelect({ caseId, document, documents }: { caseId: string; document: TDocument; documents: readonly TDocument[] }) {
  const updateDocument = useUpdateDocument(caseId);
  const originals = documents.filter((d) => d.id !== document.id && d.category !== 'translation');

  function handleChange(value: string) {
    const original = originals.find((d) => d.id === value);
    updateDocument.mutate(
      { documentId: document.id, data: { translationOfId: original?.id ?? null } },
      {
        onSuccess: () =>
          toast.success(original ? 'Translation linked' : 'Link removed', {
            description: original ? `${document.name} translates ${original.name}` : document.name,
          }),
        onError: (error) => toast.error('Link not saved', { description: error.message }),
      },
    );
  }

  return (
    <NativeSelect
      size="sm"
      className="mt-2 w-full md:w-44"
      aria-label={`Original that ${document.name} translates`}
      value={document.translationOfId ?? ''}
      onChange={(event) => handleChange(event.target.value)}
    >
      <option value="">Translation of…</option>
      {originals.map((original) => (
        <option key={original.id} value={original.id}>
          {original.exhibitLabel ? `${original.exhibitLabel}: ${original.name}` : original.name}
        </option>
      ))}
    </NativeSelect>
  );
}
