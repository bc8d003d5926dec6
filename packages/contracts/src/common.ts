import { z } from 'zod';

/** Every failure answers with this shape; `message` is repeated at the top level for clients that read it there. */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

export const ZMessageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});
export type THealthResponse = z.infer<typeof ZHealthResponse>;

export const ZMailboxMessage = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  createdAt: z.string(),
});
export const ZMailboxResponse = z.object({ success: z.literal(true), messages: z.array(ZMailboxMessage) });
export type TMailboxMessage = z.infer<typeof ZMailboxMessage>;
export type TMailboxResponse = z.infer<typeof ZMailboxResponse>;
