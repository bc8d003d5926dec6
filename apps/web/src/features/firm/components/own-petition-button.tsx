import { useNavigate } from 'react-router';
import { UserRound } from 'lucide-react';
import type { TCase } from '@acclaim/contracts';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { useOpenOwnPetition } from '../api/open-own-petition';

/**
 * In the firm's menu, apart from the clients: the person's own petition, if they keep one. Opening it makes it the
 * workspace's case (the menu then names it "My own petition") and shows its dashboard.
 */
export function OwnPetitionButton({ onOpened, onNavigate }: { onOpened: (ownCase: TCase) => void; onNavigate?: () => void }) {
  const open = useOpenOwnPetition();
  const navigate = useNavigate();

  function handleClick() {
    open.mutate(undefined, {
      onSuccess: (ownCase) => {
        onOpened(ownCase);
        onNavigate?.();
        toast.success('Now working on your own petition');
        navigate(paths.dashboard);
      },
      onError: (error) => toast.error('Your own petition could not be opened', { description: error.message }),
    });
  }

  return (
    <button
      type="button"
      onClick={handleClick}
      disabled={open.isPending}
      className="flex w-full items-start gap-3 rounded-md px-3 py-2 text-left text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground disabled:opacity-60"
    >
      <UserRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        <span className="block">{open.isPending ? 'Opening…' : 'My own petition'}</span>
        <span className="block text-xs font-normal">Your own case, kept apart from your clients</span>
      </span>
    </button>
  );
}
