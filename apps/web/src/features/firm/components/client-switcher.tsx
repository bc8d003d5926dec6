import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { Check, ChevronsUpDown } from 'lucide-react';
import type { TCase, TFirmCase } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useActivateCase } from '../api/activate-case';
import { useFirmCases } from '../api/get-firm-cases';

/**
 * In the header while staff work on a client's case: which client it is, and the firm's other clients to switch to.
 * Switching keeps the current page (Documents stays Documents) and reloads what it shows for the new case.
 */
export function ClientSwitcher({ activeCaseId, onSwitched }: { activeCaseId: string | null; onSwitched?: (activeCase: TCase) => void }) {
  // Nothing to switch from while no case is active; the list is the one the Clients page shows, shared in the cache.
  const cases = useFirmCases({}, { enabled: activeCaseId !== null });
  const activate = useActivateCase();
  const navigate = useNavigate();
  const active = cases.data?.find((item) => item.id === activeCaseId);
  if (!cases.data || !active) return null;

  function handleSelect(item: TFirmCase) {
    if (item.id === activeCaseId) return;
    activate.mutate(item.id, {
      onSuccess: (activeCase) => {
        onSwitched?.(activeCase);
        toast.success(`Now working on ${item.clientName}’s case`);
      },
      onError: (error) => toast.error(`${item.clientName}’s case could not be opened`, { description: error.message }),
    });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="max-w-56 justify-between gap-2"
          disabled={activate.isPending}
          aria-label={`${active.clientName}: switch client`}
        >
          <span className="truncate">{activate.isPending ? 'Switching…' : active.clientName}</span>
          <ChevronsUpDown className="text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
        <DropdownMenuLabel className="text-xs text-muted-foreground">Switch client</DropdownMenuLabel>
        {cases.data.map((item) => (
          <DropdownMenuItem key={item.id} onSelect={() => handleSelect(item)}>
            <Check className={cn(item.id !== activeCaseId && 'invisible')} aria-hidden="true" />
            <span className="truncate">{item.clientName}</span>
            {item.id === activeCaseId && <span className="sr-only">(current)</span>}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.firm)}>All clients</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
