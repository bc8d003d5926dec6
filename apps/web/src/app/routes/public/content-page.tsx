import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { MarkdownContent } from '@/components/ui/markdown';
import { PageHeader } from '@/components/ui/page-header';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { contentQueries } from '@/content/content-queries';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-title';

/** /about, /ai-info, /privacy and /terms: Markdown pages from content/pages/. */
export function Component() {
  const slug = useLocation().pathname.replace(/^\//, '');
  const page = useQuery(contentQueries.page(slug));
  usePageMeta({ title: page.data?.title ?? 'Acclaim', description: page.data?.description, path: `/${slug}` });

  if (page.isPending)
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <ArticleSkeleton />
      </div>
    );
  if (page.isError || !page.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        <Alert variant="destructive" role="alert">
          This page could not be loaded. Please reload the page.
        </Alert>
      </div>
    );
  }
  return (
    <>
      <PageHeader title={page.data.title} lead={page.data.description}>
        {page.data.updated && (
          <p className="mt-4 text-sm text-muted-foreground">
            Last updated <time dateTime={page.data.updated}>{formatDate(page.data.updated)}</time>
          </p>
        )}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <MarkdownContent>{page.data.body}</MarkdownContent>
      </div>
    </>
  );
}
