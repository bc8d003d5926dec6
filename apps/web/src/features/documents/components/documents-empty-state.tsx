import { FolderOpen } from 'lucide-react';

const HELPFUL_DOCUMENTS = [
  { title: 'Your CV or résumé', text: 'The best start: Acclaim reads your roles, publications and awards from it.' },
  { title: 'A publication list', text: 'Or a Google Scholar export, with the journals and years.' },
  { title: 'Award and prize letters', text: 'With who gave them and how many people competed.' },
  { title: 'Press about you or your work', text: 'Articles, interviews and media mentions.' },
  { title: 'Invitations to review or judge', text: 'Peer review requests, editorial roles, competition panels.' },
  { title: 'Letters', text: 'Recommendation, support and employment letters.' },
];

/** What to upload first, for a case with no documents yet. */
export function DocumentsEmptyState() {
  return (
    <div className="rounded-lg border border-dashed border-input bg-background p-6 sm:p-8">
      <div className="flex items-start gap-4">
        <FolderOpen className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="space-y-1">
          <h3 className="font-semibold">No documents yet</h3>
          <p className="text-sm text-muted-foreground">Upload what shows your work. These help most:</p>
        </div>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {HELPFUL_DOCUMENTS.map((item) => (
          <li key={item.title} className="text-sm">
            <span className="block font-medium">{item.title}</span>
            <span className="block text-muted-foreground">{item.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
