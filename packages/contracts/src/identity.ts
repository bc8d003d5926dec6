import { z } from 'zod';
import { IDENTITY_STATUSES } from '@acclaim/domain';

/** A person's statement that a flagged document or item belongs to the case anyway. */
export const ZIdentityConfirmation = z.object({
  byName: z.string(),
  at: z.string(),
  reason: z.string(),
});

/**
 * Whom a document or an evidence item names, as the identity check read it, and whether its evidence counts: a
 * document naming someone else (or, for a person-specific document, no one the case knows) counts only once a
 * person confirmed why it belongs.
 */
export const ZIdentity = z.object({
  status: z.enum(IDENTITY_STATUSES),
  /** The known name found (`matches`), or the people named instead (`names_other`). */
  names: z.array(z.string()),
  /** Whether the check came from the item's own text or from its document; null on a document. */
  source: z.enum(['document', 'item']).nullable(),
  /** The case's beneficiary, as the check compared: "Names Amit Agarwal, not Carl Boettiger". */
  beneficiaryName: z.string().nullable(),
  isCounted: z.boolean(),
  confirmation: ZIdentityConfirmation.nullable(),
});
export type TIdentity = z.infer<typeof ZIdentity>;

export const ZConfirmIdentityRequest = z.object({
  reason: z
    .string({ error: 'Say why this belongs to the case.' })
    .trim()
    .min(3, 'Say why this belongs to the case, e.g. “a letter about the team she led”.')
    .max(1000, 'Keep the reason under 1,000 characters.'),
});
export type TConfirmIdentityRequest = z.input<typeof ZConfirmIdentityRequest>;

/** Former and other names: at most ten, each a name of at most 200 characters, no blanks and no repeats. */
export const ZOtherNames = z
  .array(z.string().trim().max(200, 'Each name must be at most 200 characters.'))
  .max(10, 'List at most ten other names.')
  .transform((names) => [...new Set(names.filter(Boolean))]);
