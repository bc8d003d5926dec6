import type { TFirmCase, TFirmContext, TUser } from '@acclaim/contracts';
import { worksForClients } from '@acclaim/domain';
import { useFirmCases } from './api/get-firm-cases';

/**
 * Whose work the signed-in screens are about. Someone filing for themselves, and a firm's client in the portal, work
 * on their own case ("own"). A firm's staff, and an attorney, agent or paralegal who has no firm yet, work from the
 * firm's clients ("firm"): the active case is then a client's, their own petition, or none open yet.
 */
export type WorkspaceScope =
  { kind: 'own' } | { kind: 'firm'; activeCase: { kind: 'client'; firmCase: TFirmCase } | { kind: 'own-petition' } | { kind: 'none' } | { kind: 'loading' } };

export function useWorkspaceScope(user: TUser | null, firmContext: TFirmContext | null | undefined): WorkspaceScope {
  const isMember = firmContext?.membership != null;
  const activeCaseId = user?.activeCaseId ?? null;
  const isFirmSide = !firmContext?.portal && (isMember || worksForClients(user?.accountType));
  // The same list the Clients page and the header's switcher read, shared in the cache.
  const firmCases = useFirmCases({}, { enabled: isFirmSide && isMember && activeCaseId !== null });
  if (!isFirmSide) return { kind: 'own' };
  if (activeCaseId === null) return { kind: 'firm', activeCase: { kind: 'none' } };
  if (!isMember) return { kind: 'firm', activeCase: { kind: 'own-petition' } };
  if (!firmCases.data) return { kind: 'firm', activeCase: firmCases.isError ? { kind: 'own-petition' } : { kind: 'loading' } };
  const firmCase = firmCases.data.find((item) => item.id === activeCaseId);
  return { kind: 'firm', activeCase: firmCase ? { kind: 'client', firmCase } : { kind: 'own-petition' } };
}
