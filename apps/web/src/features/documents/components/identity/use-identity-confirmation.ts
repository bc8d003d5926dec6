import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDocument, TEvidenceItem } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

export type IdentityTarget = { kind: 'document'; id: string } | { kind: 'evidence'; id: string };

const pathOf = (target: IdentityTarget) => `/${target.kind === 'document' ? 'documents' : 'evidence'}/${target.id}/identity-confirmation`;
const FAILED = 'The confirmation could not be saved. Please try again.';

export const confirmIdentity = (target: IdentityTarget, reason: string) =>
  apiClient.post<{ success: true; document?: TDocument; evidence?: TEvidenceItem }>(pathOf(target), { reason }, { fallbackMessage: FAILED });

export const unconfirmIdentity = (target: IdentityTarget) =>
  apiClient.delete<{ success: true; document?: TDocument; evidence?: TEvidenceItem }>(pathOf(target), { fallbackMessage: FAILED });

/**
 * Confirming (or withdrawing) changes what counts across the case (documents, evidence, progress), so every query
 * of the case is read again.
 */
export function useIdentityConfirmation(caseId: string) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['cases', caseId] });
  const confirm = useMutation({
    mutationFn: ({ target, reason }: { target: IdentityTarget; reason: string }) => confirmIdentity(target, reason),
    onSettled: refresh,
  });
  const unconfirm = useMutation({ mutationFn: (target: IdentityTarget) => unconfirmIdentity(target), onSettled: refresh });
  return { confirm, unconfirm };
}
