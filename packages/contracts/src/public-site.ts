import { z } from 'zod';

export const CONTACT_TOPICS = [
  { value: 'general', label: 'A general question' },
  { value: 'demo-call', label: 'A 15-minute demo call (attorneys and agents)' },
  { value: 'billing', label: 'Plans, billing or a refund' },
  { value: 'privacy', label: 'My data and privacy' },
  { value: 'support', label: 'Help using Acclaim' },
  { value: 'press', label: 'Press or partnerships' },
] as const;
export type TContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export const CONTACT_MESSAGE_MAX = 5000;

export const ZContactRequest = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(120, 'Name must be at most 120 characters.'),
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(254)
    .pipe(z.email({ error: 'Enter a valid email address.' })),
  topic: z.enum(CONTACT_TOPICS.map((topic) => topic.value) as [TContactTopic, ...TContactTopic[]], { error: 'Choose a topic.' }),
  company: z.string().trim().max(160, 'Firm or company must be at most 160 characters.').optional(),
  message: z
    .string({ error: 'Message is required.' })
    .trim()
    .min(10, 'Please write at least 10 characters so we can help.')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type TContactRequest = z.input<typeof ZContactRequest>;

export const ZSearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters to search.').max(200, 'The search is too long.'),
});

/** `snippet` marks each match between U+E000 and U+E001, so the client can highlight without any HTML. */
export const ZSearchResult = z.object({
  url: z.string(),
  kind: z.enum(['post', 'faq', 'page']),
  title: z.string(),
  snippet: z.string(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZSearchResponse = z.object({ success: z.literal(true), query: z.string(), results: z.array(ZSearchResult) });
export type TSearchResponse = z.infer<typeof ZSearchResponse>;

export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';
