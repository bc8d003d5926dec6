import { FilePlus2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The Cover Letter screen's title, with New letter once a letter has a draft (for a viewer who may write one). */
export function LetterWorkspaceHeader({ canStartNew, isStartBlocked, onNew }: { canStartNew: boolean; isStartBlocked: boolean; onNew: () => void }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Cover Letter</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Your petition letter, argued from the evidence you accepted, with an exhibit behind every fact and every citation from a library of verified
          authorities.
        </p>
      </div>
      {canStartNew && (
        <Button variant="outline" onClick={onNew} disabled={isStartBlocked} className="self-start sm:self-auto">
          <FilePlus2 aria-hidden="true" /> New letter
        </Button>
      )}
    </header>
  );
}
