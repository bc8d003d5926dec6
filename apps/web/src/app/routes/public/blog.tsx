import { SITE } from '@acclaim/content/site';
import { Alert } from '@/components/ui/alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { usePosts } from '@/features/blog/api/get-posts';
import { PostCard } from '@/features/blog/components/post-card';
import { usePageMeta } from '@/lib/use-page-title';

export function Component() {
  const meta = SITE.pages['/blog'];
  usePageMeta({ title: meta.title, description: meta.description, path: '/blog' });
  const posts = usePosts();
  return (
    <>
      <PageHeader width="wide" eyebrow="Blog" title="Guides to EB-1A and EB-2 NIW petitions" lead={meta.description} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {posts.isPending && (
          <div role="status" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">Loading articles</span>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="h-48" />
            ))}
          </div>
        )}
        {posts.isError && (
          <Alert variant="destructive" role="alert">
            The articles could not be loaded. Please reload the page.
          </Alert>
        )}
        {posts.data?.length === 0 && <p className="text-muted-foreground">No articles yet.</p>}
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.data?.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
