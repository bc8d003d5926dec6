import { ApiError } from '@/lib/api-client';

/** Field messages from a 400 answer, keyed by field name, for display beside each input. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? '']));
}

/** The first message per field of a failed zod parse, the same way the server reports them. */
export function firstIssueByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'form');
    messages[field] ??= issue.message;
  }
  return messages;
}
