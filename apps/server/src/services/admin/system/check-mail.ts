import type { TMailCheck } from '@acclaim/contracts';
import { daysAfter } from '@acclaim/domain';
import { gt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../../../db/schema/index';
import type { AppDeps } from '../../../lib/context';
import { elapsedMs, guardCheck, PROBE_TIMEOUT_MS } from './guard-check';

/** host:port of an smtp:// or smtps:// URL, never its user or password. */
export function smtpServerOf(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  const isSecure = url.protocol === 'smtps:';
  return `${url.hostname}:${url.port || (isSecure ? 465 : 587)}`;
}

/** Connects and authenticates as sending would (nodemailer's verify), then hangs up. */
async function verifySmtp(smtpUrl: string): Promise<void> {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: PROBE_TIMEOUT_MS,
    greetingTimeout: PROBE_TIMEOUT_MS,
    socketTimeout: PROBE_TIMEOUT_MS,
  });
  try {
    await transport.verify();
  } finally {
    transport.close();
  }
}

/** An error message with the URL's password taken out, in case the server or nodemailer repeats it. */
function withoutPassword(message: string, smtpUrl: string): string {
  const password = decodeURIComponent(new URL(smtpUrl).password);
  return password ? message.split(password).join('***') : message;
}

/**
 * The embedded outbox keeps every message in the database and delivers none: it works as long as the database
 * does, but in production nobody would receive their email, so there it is `degraded`. SMTP is verified for real.
 */
export async function checkMail(deps: AppDeps): Promise<TMailCheck> {
  const smtpUrl = deps.env.SMTP_URL;
  if (smtpUrl) {
    const server = smtpServerOf(smtpUrl);
    const facts = { adapter: 'smtp' as const, server, outboxMessages: null, outboxLast24Hours: null };
    return guardCheck<TMailCheck>(
      async () => {
        const started = performance.now();
        await verifySmtp(smtpUrl);
        const latencyMs = elapsedMs(started);
        return { status: 'ok' as const, detail: `SMTP server ${server} accepted the connection in ${latencyMs} ms`, latencyMs, ...facts };
      },
      (failure, latencyMs) => ({ status: 'down', detail: `SMTP server ${server}: ${withoutPassword(failure, smtpUrl)}`, latencyMs, ...facts }),
    );
  }
  const facts = { adapter: 'outbox' as const, server: null };
  return guardCheck<TMailCheck>(
    async () => {
      const started = performance.now();
      const { db } = deps.database;
      const outboxMessages = await db.$count(mailOutbox);
      const outboxLast24Hours = await db.$count(mailOutbox, gt(mailOutbox.createdAt, daysAfter(new Date(), -1)));
      const latencyMs = elapsedMs(started);
      const kept = `${outboxMessages} kept, ${outboxLast24Hours} in the last 24 hours`;
      const isProduction = deps.env.NODE_ENV === 'production';
      return {
        status: isProduction ? ('degraded' as const) : ('ok' as const),
        detail: isProduction
          ? `Mail stays in the embedded outbox and reaches nobody: set SMTP_URL (${kept})`
          : `Embedded outbox: mail is kept, not delivered (${kept})`,
        latencyMs,
        ...facts,
        outboxMessages,
        outboxLast24Hours,
      };
    },
    (failure, latencyMs) => ({ status: 'down', detail: `Embedded outbox: ${failure}`, latencyMs, ...facts, outboxMessages: null, outboxLast24Hours: null }),
  );
}
