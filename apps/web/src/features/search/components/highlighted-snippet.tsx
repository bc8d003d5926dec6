import { MATCH_END, MATCH_START } from '@acclaim/contracts';

/** Turns the server's match markers into <mark> elements; the text itself is never parsed as HTML. */
export function HighlightedSnippet({ text }: { text: string }) {
  const parts = text.split(new RegExp(`(${MATCH_START}[^${MATCH_END}]*${MATCH_END})`));
  return (
    <>
      {parts.map((part, index) =>
        part.startsWith(MATCH_START) ? (
          <mark key={index} className="rounded-sm bg-warning-soft px-0.5 text-foreground">
            {part.slice(1, -1)}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
