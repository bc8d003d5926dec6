/** Shown while an answer is on its way: first while the assistant reads, then while it writes. */
export function WritingIndicator({ hasText }: { hasText: boolean }) {
  return (
    <p className="flex items-center gap-2 text-xs text-muted-foreground">
      <span className="flex gap-1" aria-hidden="true">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-1.5 animate-pulse rounded-full bg-primary" style={{ animationDelay: `${delay}ms` }} />
        ))}
      </span>
      {hasText ? 'Writing the answer…' : 'Reading your case and the legal library…'}
    </p>
  );
}
