import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdminAuditLogQuery, TAdminAuditLogResponse } from '@acclaim/contracts';
import { apiClient } from '@/lib/api-client';

/** Under ['admin'] with the rest of the admin area, so signing out or leaving drops it too. */
export const auditLogKeys = {
  all: ['admin', 'audit-log'] as const,
  page: (query: TAdminAuditLogQuery) => ['admin', 'audit-log', query] as const,
};

/** Only the filters that are set go into the address; the server applies its defaults to the rest. */
export function auditLogSearchParams(query: TAdminAuditLogQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export const getAuditLog = (query: TAdminAuditLogQuery) =>
  apiClient.get<TAdminAuditLogResponse>(`/admin/audit-log?${auditLogSearchParams(query)}`, { fallbackMessage: 'The audit log could not be loaded.' });

/** One page of entries, newest first; the previous page stays on screen while the next loads. */
export const useAuditLog = (query: TAdminAuditLogQuery) =>
  useQuery({ queryKey: auditLogKeys.page(query), queryFn: () => getAuditLog(query), placeholderData: keepPreviousData });
