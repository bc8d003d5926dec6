import { fieldErrors } from '@/lib/api-client';

/** The first message per field of a failed zod parse, keyed the way the server reports its own field errors. */
export function firstIssueByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) messages[String(issue.path[0] ?? 'form')] ??= issue.message;
  return messages;
}

/** A refusal to show on top of the form: only when the server named no field to show it beside. */
export const formLevelError = (error: Error | null): string | null => (error && Object.keys(fieldErrors(error)).length === 0 ? error.message : null);
