import { env } from '@/config/env';
import { storage } from './storage';

/** A failed API call, carrying the server's own message (server messages are shown as received). */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly fields?: Record<string, string[]>;

  constructor(message: string, options: { status: number; code?: string; fields?: Record<string, string[]> }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
  }
}

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Used when the server answers without a message of its own. */
  fallbackMessage?: string;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = storage.getToken();
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${env.apiUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(options.fallbackMessage ?? 'Could not reach the server. Check your connection and try again.', { status: 0 });
  }

  const data = (await response.json().catch(() => undefined)) as { message?: string; error?: { code?: string; fields?: Record<string, string[]> } } | undefined;
  if (!response.ok) {
    const message = data?.message ?? options.fallbackMessage ?? `The request failed (${response.status}).`;
    throw new ApiError(message, { status: response.status, code: data?.error?.code, fields: data?.error?.fields });
  }
  return data as T;
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** Field messages from a 400 answer, the first per field, for display beside each input. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  return Object.fromEntries(Object.entries(error.fields).map(([field, messages]) => [field, messages[0] ?? '']));
}
