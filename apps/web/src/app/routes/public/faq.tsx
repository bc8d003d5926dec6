import * as React from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { MarkdownContent } from '@/components/ui/markdown';
import { PageHeader } from '@/components/ui/page-header';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { contentQueries } from '@/content/content-queries';
import { usePageMeta } from '@/lib/use-page-title';

export function Component() {
  const faq = useQuery(contentQueries.faq());
  const { hash } = useLocation();
  const openId = decodeURIComponent(hash.replace(/^#/, ''));
  usePageMeta({ title: faq.data?.title ?? 'Frequently asked questions', description: faq.data?.description, path: paths.faq });

  // A link to one answer (from search, say) opens it and brings it into view.
  React.useEffect(() => {
    if (openId && faq.data) document.getElementById(openId)?.scrollIntoView({ block: 'start' });
  }, [openId, faq.data]);

  return (
    <>
      <PageHeader eyebrow="Help" title="Frequently asked questions" lead={faq.data?.description}>
        {faq.data && (
          <nav aria-label="FAQ categories" className="mt-6 flex flex-wrap gap-2">
            {faq.data.categories.map((category) => (
              <a key={category.id} href={`#${category.id}`} className="rounded-full border border-border bg-background px-3 py-1 text-sm hover:border-primary">
                {category.title}
              </a>
            ))}
          </nav>
        )}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {faq.isPending && <ArticleSkeleton label="Loading questions" />}
        {(faq.isError || faq.data === null) && (
          <Alert variant="destructive" role="alert">
            The questions could not be loaded. Please reload the page.
          </Alert>
        )}
        {faq.data?.categories.map((category) => (
          <section key={category.id} aria-labelledby={category.id} className="mb-12">
            <h2 id={category.id} className="scroll-mt-24 text-2xl font-semibold tracking-tight">
              {category.title}
            </h2>
            <div className="mt-4 divide-y divide-border rounded-lg border border-border bg-background">
              {category.items.map((item) => (
                <details key={item.id} id={item.id} open={item.id === openId} className="group scroll-mt-24 p-5">
                  <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
                    <h3 className="text-base">{item.question}</h3>
                    <ChevronDown className="mt-1 size-4 shrink-0 text-muted-foreground transition group-open:rotate-180" aria-hidden="true" />
                  </summary>
                  <MarkdownContent className="mt-3 prose-sm">{item.answer}</MarkdownContent>
                </details>
              ))}
            </div>
          </section>
        ))}
        <p className="text-muted-foreground">
          Still have a question?{' '}
          <Link to={paths.contact} className="font-medium text-primary underline underline-offset-2">
            Write to us
          </Link>
          .
        </p>
      </div>
    </>
  );
}
