import { z } from 'zod';

/** One signed-in device of the account, as /account lists it. */
export const ZAccountSession = z.object({
  id: z.string(),
  /** When this device signed in (ISO 8601). */
  createdAt: z.string(),
  /** When this device last used the account, to the minute (ISO 8601). */
  lastUsedAt: z.string(),
  /** The browser and system in plain words, e.g. "Firefox on Windows"; "Unknown device" when the browser did not say. */
  device: z.string(),
  /** The address it signed in from, when known. */
  ipAddress: z.string().nullable(),
  /** True for the session making this request. */
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSession>;

/** The account's live sessions: this device first, then the most recently used. */
export const ZAccountSessionsResponse = z.object({ success: z.literal(true), sessions: z.array(ZAccountSession) });
export type TAccountSessionsResponse = z.infer<typeof ZAccountSessionsResponse>;

/** After signing other devices out: how many were signed out. */
export const ZRevokeSessionsResponse = z.object({ success: z.literal(true), message: z.string(), revoked: z.number().int() });
export type TRevokeSessionsResponse = z.infer<typeof ZRevokeSessionsResponse>;
