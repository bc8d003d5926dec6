import { Link, useSearchParams } from 'react-router';
import { SITE } from '@acclaim/content/site';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { SearchBox } from '@/components/layout/search-box';
import { paths } from '@/config/paths';
import { useSiteSearch } from '@/features/search/api/search-site';
import { HighlightedSnippet } from '@/features/search/components/highlighted-snippet';
import { usePageMeta } from '@/lib/use-page-title';

const KIND_LABEL = { post: 'Article', faq: 'FAQ', page: 'Page' } as const;

export function Component() {
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  usePageMeta({ title: q ? `Search: ${q}` : 'Search', description: SITE.pages['/search'].description, path: paths.search });
  const search = useSiteSearch(q);
  const results = search.data?.results;

  return (
    <>
      <PageHeader eyebrow="Search" title={q ? `Results for “${q}”` : 'Search articles and help'}>
        <SearchBox key={q} defaultValue={q} className="mt-6 max-w-xl" />
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6" aria-live="polite">
        {q.length < 2 && <p className="text-muted-foreground">Type at least 2 characters, for example “prong”, “citations” or “refund”.</p>}
        {search.isFetching && (
          <div role="status" className="space-y-4">
            <span className="sr-only">Searching</span>
            <Skeleton className="h-20" />
            <Skeleton className="h-20" />
          </div>
        )}
        {search.isError && (
          <Alert variant="destructive" role="alert">
            {search.error.message}
          </Alert>
        )}
        {results && !search.isFetching && (
          <>
            <p className="text-sm text-muted-foreground">{results.length === 1 ? '1 result' : `${results.length} results`}</p>
            {results.length === 0 && (
              <p className="mt-4">
                Nothing matches. Try other words, browse the{' '}
                <Link to={paths.blog} className="text-primary underline underline-offset-2">
                  blog
                </Link>{' '}
                or the{' '}
                <Link to={paths.faq} className="text-primary underline underline-offset-2">
                  FAQ
                </Link>
                .
              </p>
            )}
            <ol className="mt-4 space-y-4">
              {results.map((result) => (
                <li key={result.url} className="rounded-lg border border-border bg-background p-5">
                  <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{KIND_LABEL[result.kind]}</p>
                  <h2 className="mt-1 font-semibold">
                    <Link to={result.url} className="text-primary underline underline-offset-2">
                      {result.title}
                    </Link>
                  </h2>
                  <p className="mt-2 text-sm text-muted-foreground">
                    <HighlightedSnippet text={result.snippet} />
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </>
  );
}
