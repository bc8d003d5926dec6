import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppBindings } from './context';
import { AppError } from './errors';

/** Far deeper than any request body the web app sends (a letter is about 12 levels), far shallower than overflows the stack. */
export const MAX_JSON_DEPTH = 64;

const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which text cannot hold. Remove it and try again.';
const SURROGATE_MESSAGE = 'The request contains a broken character (half of an emoji, for example). Retype the text and try again.';
const DEPTH_MESSAGE = `The request nests data more than ${MAX_JSON_DEPTH} levels deep.`;

/** Half of a UTF-16 surrogate pair: text columns would store U+FFFD instead, jsonb refuses it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const textProblem = (text: string) => (text.includes('\0') ? NUL_MESSAGE : LONE_SURROGATE.test(text) ? SURROGATE_MESSAGE : undefined);

/** The media types the routes' JSON validators read (hono's own test). */
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Why a parsed JSON value cannot be stored, if it cannot: a NUL character or half a surrogate pair in any key or
 * text, or nesting deeper than MAX_JSON_DEPTH. It walks without recursion, so any depth is safe to check.
 */
export function findUnstorableJson(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [current, depth] = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) return problem;
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) return DEPTH_MESSAGE;
    for (const [key, child] of Object.entries(current)) {
      const problem = textProblem(key);
      if (problem) return problem;
      pending.push([child, depth + 1]);
    }
  }
  return undefined;
}

/**
 * Refuses, as a 400, input the schemas accept but storage cannot take: PostgreSQL text and jsonb hold no NUL
 * character, jsonb no half surrogate pair, and storing deeply nested JSON overflows the stack. Each would
 * otherwise surface as a 500.
 * The body is read as text, which hono caches, so the route's validator and a webhook's signature check still
 * see the exact bytes; malformed JSON is left for the validator to answer.
 */
export const refuseUnstorableInput: MiddlewareHandler<AppBindings> = (c, next) => {
  // A NUL reaches a path or query only percent-encoded.
  if (/%00/i.test(c.req.url)) throw new AppError('BAD_REQUEST', { message: NUL_MESSAGE });
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
  // Most requests (every read) carry no JSON: they pass straight on.
  return JSON_MEDIA_TYPE.test(mediaType) && c.req.raw.body ? refuseUnstorableBody(c, next) : next();
};

async function refuseUnstorableBody(c: Context<AppBindings>, next: Next) {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error; // e.g. the body limit
  }
  const problem = findUnstorableJson(body);
  if (problem) throw new AppError('BAD_REQUEST', { message: problem });
  await next();
}
