/**
 * Telling "the database is away" apart from a bug: the first deserves a 503 and a retry, the second a 500 and a
 * look at the logs. Drizzle wraps the driver's error, so the whole cause chain is read.
 */
import type { Database } from './client';

/** Socket failures of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is shutting down, starting up, or full (class 08 is every connection exception). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a lost or unobtainable connection with these messages and no code. */
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /not queryable/];

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 10; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return causeChain(error).some((link) => {
    if (!(link instanceof Error)) return false;
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
    return DRIVER_MESSAGES.some((pattern) => pattern.test(link.message));
  });
}

/** A trivial query, for telling whether a lost connection was the database's. */
export function databaseAnswers(database: Pick<Database, 'execute'>): Promise<boolean> {
  return database.execute('select 1').then(
    () => true,
    () => false,
  );
}

/** The driver's own words at the bottom of the chain ("connect ECONNREFUSED 127.0.0.1:5432"), on one line. */
export function rootMessage(error: unknown): string {
  const messages = causeChain(error)
    .filter((link): link is Error => link instanceof Error)
    // A refused connection to a name with several addresses is an AggregateError with an empty message.
    .map((link) =>
      link instanceof AggregateError && !link.message
        ? link.errors.map((inner: unknown) => (inner instanceof Error ? inner.message : String(inner))).join('; ')
        : link.message,
    )
    .map((message) => message.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return messages.at(-1) ?? String(error);
}

/** postgres://user:secret@host/db → postgres://user@host/db: safe to print. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
