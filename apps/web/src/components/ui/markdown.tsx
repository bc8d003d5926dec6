import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/**
 * Renders our Markdown content. Raw HTML in the source is never rendered (react-markdown skips it by
 * default), internal links use the router, outside links open safely in a new tab.
 */
export function MarkdownContent({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        'prose prose-slate max-w-none prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-a:text-primary prose-a:underline-offset-2 prose-table:text-sm prose-th:bg-muted prose-th:px-3 prose-td:px-3',
        className,
      )}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        components={{
          a: ({ href = '', children: label }) =>
            href.startsWith('/') ? (
              <Link to={href}>{label}</Link>
            ) : (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {label}
              </a>
            ),
          table: ({ children: rows }) => (
            <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label="Table">
              <table>{rows}</table>
            </div>
          ),
        }}
      >
        {children}
      </Markdown>
    </div>
  );
}
