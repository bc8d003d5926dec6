import { Link } from 'react-router';
import type { TDocument, TFirmCase } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { clientFirstName } from '@/features/firm/components/client-next-steps';
import { countOf } from '@/lib/format';

type RecentDocumentsCardProps = {
  isPending: boolean;
  /** Undefined until the overview has loaded. */
  documents: TDocument[] | undefined;
  clientCase: TFirmCase | null;
};

/** The dashboard's five newest documents, with a link to all of them. */
export function RecentDocumentsCard({ isPending, documents, clientCase }: RecentDocumentsCardProps) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Recent documents</CardTitle>
        <Button asChild variant="link" className="px-0">
          <Link to={paths.documents}>All documents</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isPending && <Skeleton className="h-24" />}
        {documents?.length === 0 && (
          <p className="text-sm text-muted-foreground">
            {clientCase ? `No documents yet: ${clientFirstName(clientCase)} has not uploaded any.` : 'No documents yet. Your CV is the best first upload.'}
          </p>
        )}
        <ul className="divide-y divide-border">
          {documents?.slice(0, 5).map((doc) => (
            <li key={doc.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
              <span className="min-w-0 truncate font-medium">{doc.name}</span>
              <span className="shrink-0 text-muted-foreground">
                {doc.exhibitLabel} · {doc.status === 'extracted' ? countOf(doc.evidenceCount, 'item') : doc.status}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
