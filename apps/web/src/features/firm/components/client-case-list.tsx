import { toast } from '@/components/ui/toast';
import type { TCase, TFirmCase } from '@acclaim/contracts';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useActivateCase } from '../api/activate-case';
import { ClientCaseItem } from './client-case-item';

/**
 * The firm's client cases. "Open" makes the case the workspace's active one and goes to its dashboard: one click
 * to switch from one client to the next.
 */
export function ClientCaseList({
  cases,
  isUpdating,
  onCaseActivated,
}: {
  cases: readonly TFirmCase[];
  isUpdating: boolean;
  onCaseActivated?: (activeCase: TCase) => void;
}) {
  const activate = useActivateCase();
  const navigate = useNavigate();

  function handleOpen(item: TFirmCase) {
    activate.mutate(item.id, {
      onSuccess: (activeCase) => {
        onCaseActivated?.(activeCase);
        void navigate(paths.dashboard);
      },
      onError: (error) => toast.error(`${item.clientName}’s case could not be opened`, { description: error.message }),
    });
  }

  return (
    <ul aria-label="Client cases" aria-busy={isUpdating} className={isUpdating ? 'space-y-3 opacity-70 transition-opacity' : 'space-y-3'}>
      {cases.map((item) => (
        <ClientCaseItem key={item.id} item={item} onOpen={() => handleOpen(item)} isOpening={activate.isPending && activate.variables === item.id} />
      ))}
    </ul>
  );
}
