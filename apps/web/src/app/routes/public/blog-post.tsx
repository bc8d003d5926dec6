import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { MarkdownContent } from '@/components/ui/markdown';
import { ArticleSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { usePost, usePosts } from '@/features/blog/api/get-posts';
import { formatDate } from '@/lib/format';
import { usePageMeta } from '@/lib/use-page-title';

export function Component() {
  const { id = '' } = useParams();
  const post = usePost(id);
  const posts = usePosts();
  usePageMeta({ title: post.data?.title ?? 'Blog', description: post.data?.summary, path: paths.blogPost(id) });
  const others = (posts.data ?? []).filter((entry) => entry.slug !== id).slice(0, 3);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <Link to={paths.blog} className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" /> All articles
      </Link>
      {post.isPending && (
        <div className="mt-8">
          <ArticleSkeleton label="Loading the article" />
        </div>
      )}
      {post.isError && (
        <Alert variant="destructive" role="alert" className="mt-8">
          The article could not be loaded. Please reload the page.
        </Alert>
      )}
      {post.data === null && (
        <div className="mt-8 space-y-3">
          <h1 className="text-3xl font-semibold tracking-tight">Article not found</h1>
          <p className="text-muted-foreground">There is no article at this address. It may have been renamed.</p>
        </div>
      )}
      {post.data && (
        <article className="mt-6">
          <header>
            <h1 className="text-3xl font-semibold leading-tight tracking-tight sm:text-4xl">{post.data.title}</h1>
            <p className="mt-3 text-sm text-muted-foreground">
              {post.data.author} · <time dateTime={post.data.date}>{formatDate(post.data.date)}</time> · {post.data.readingMinutes} min read
            </p>
            <p className="mt-4 text-lg text-muted-foreground">{post.data.summary}</p>
          </header>
          <MarkdownContent className="mt-8">{post.data.body}</MarkdownContent>
        </article>
      )}
      {others.length > 0 && (
        <nav aria-labelledby="more-articles" className="mt-14 border-t border-border pt-8">
          <h2 id="more-articles" className="text-lg font-semibold">
            More articles
          </h2>
          <ul className="mt-4 space-y-3">
            {others.map((entry) => (
              <li key={entry.slug}>
                <Link to={paths.blogPost(entry.slug)} className="font-medium text-primary hover:underline">
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
