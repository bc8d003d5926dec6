import { ApiError } from '@/lib/api-client';

/** Field messages from a 400 answer, keyed by field name, for display beside each input. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? '']));
}
