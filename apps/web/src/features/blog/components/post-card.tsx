import { Link } from 'react-router';
import type { Post } from '@acclaim/content';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

export function PostCard({ post }: { post: Post }) {
  return (
    <article className="flex h-full flex-col rounded-lg border border-border bg-background p-6 shadow-sm transition hover:shadow-md">
      <p className="text-xs text-muted-foreground">
        <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.readingMinutes} min read
      </p>
      <h2 className="mt-2 text-lg font-semibold leading-snug">
        <Link to={paths.blogPost(post.slug)} className="hover:text-primary">
          {post.title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm text-muted-foreground">{post.summary}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
            {tag}
          </li>
        ))}
      </ul>
    </article>
  );
}
