import { parse } from 'yaml';
import { z } from 'zod';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a Markdown file into its YAML front matter and body; throws when the front matter is missing. */
export function splitFrontMatter(raw: string, file: string): { data: unknown; body: string } {
  const match = raw.match(FRONT_MATTER);
  if (!match) throw new Error(`${file}: missing front matter (--- … ---)`);
  return { data: parse(match[1]!), body: raw.slice(match[0].length).trim() };
}

const isoDate = z.union([z.date(), z.string()]).transform((value, ctx) => {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'not a date' });
    return z.NEVER;
  }
  return date.toISOString().slice(0, 10);
});

export const ZPostMeta = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  date: isoDate,
  tags: z.array(z.string()).default([]),
  author: z.string().min(1),
});

export const ZPageMeta = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  updated: isoDate.optional(),
});

function parseWith<T extends z.ZodType>(schema: T, raw: string, file: string) {
  const { data, body } = splitFrontMatter(raw, file);
  const meta = schema.safeParse(data);
  if (!meta.success) throw new Error(`${file}: ${meta.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return { meta: meta.data as z.output<T>, body };
}

export interface Post extends z.output<typeof ZPostMeta> {
  slug: string;
  body: string;
  /** Minutes at 230 words a minute, at least one. */
  readingMinutes: number;
}

export function parsePost(slug: string, raw: string): Post {
  const { meta, body } = parseWith(ZPostMeta, raw, `content/blog/${slug}.md`);
  const words = body.split(/\s+/).filter(Boolean).length;
  return { ...meta, slug, body, readingMinutes: Math.max(1, Math.round(words / 230)) };
}

export interface Page extends z.output<typeof ZPageMeta> {
  slug: string;
  body: string;
}

export function parsePage(slug: string, raw: string): Page {
  const { meta, body } = parseWith(ZPageMeta, raw, `content/pages/${slug}.md`);
  return { ...meta, slug, body };
}
