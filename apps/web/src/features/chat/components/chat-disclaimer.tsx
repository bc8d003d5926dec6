import { Info } from 'lucide-react';

/** Always on /chat: what the assistant is not (a lawyer or a law firm), and the one thing it never says. */
export function ChatDisclaimer() {
  return (
    <p className="flex items-start gap-2 text-sm text-muted-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>The assistant gives general information, not legal advice, and Acclaim is not a law firm. It never estimates your chances of approval.</span>
    </p>
  );
}
