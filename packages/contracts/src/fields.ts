import { z } from 'zod';

/** An email address as the forms take it: required, at most 254 characters, compared and stored lower-case. */
export const emailField = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(254, `${label} is too long.`)
    .pipe(z.email({ error: 'Enter a valid email address.' }))
    .transform((value) => value.toLowerCase());

/** Optional free text of at most `max` characters; left empty, it is stored as null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .transform((value) => value || null)
    .nullable()
    .optional();
