import { toast } from '@/components/ui/toast';
import type { TDocument } from '@acclaim/contracts';
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@acclaim/domain';
import { useUpdateDocument } from '../api/update-document';
import { CATEGORY_LABELS } from '../labels';
import { NativeSelect } from '@/components/ui/native-select';

/** Saves as soon as another category is chosen; the list shows it at once and rolls back on refusal. */
export function DocumentCategorySelect({ caseId, document }: { caseId: string; document: TDocument }) {
  const updateDocument = useUpdateDocument(caseId);

  function handleChange(category: DocumentCategory) {
    updateDocument.mutate(
      { documentId: document.id, data: { category } },
      {
        onSuccess: () => toast.success('Category saved', { description: `${document.name}: ${CATEGORY_LABELS[category]}` }),
        onError: (error) => toast.error('Category not saved', { description: error.message }),
      },
    );
  }

  return (
    <NativeSelect
      size="sm"
      className="w-full md:w-44"
      aria-label={`Category of ${document.name}`}
      value={document.category}
      onChange={(event) => handleChange(event.target.value as DocumentCategory)}
    >
      {DOCUMENT_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {CATEGORY_LABELS[category]}
        </option>
      ))}
    </NativeSelect>
  );
}
