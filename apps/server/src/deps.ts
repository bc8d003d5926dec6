import { createGoogleIdentityProvider } from './adapters/identity/google-oidc';
import type { Mailer } from './adapters/mail/mailer';
import { createOutboxMailer } from './adapters/mail/outbox-mailer';
import { createSmtpMailer } from './adapters/mail/smtp-mailer';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { createScholarlyClients } from './adapters/scholarly/scholarly-clients';
import { createStorage } from './adapters/storage/create-storage';
import type { Database } from './db/client';
import { createJobQueue } from './jobs/queue';
import { createEvidenceExtractor } from './services/extraction/evidence/create-evidence-extractor';
import { loadSiteContent } from './lib/load-site-content';
import type { AppDeps } from './lib/context';
import type { Env } from './lib/env';
import type { Logger } from './lib/logger';

/** Picks each adapter from configuration: embedded defaults unless a production service is named. */
export function createDeps(env: Env, database: Database, logger: Logger, options: { jobPollingSeconds?: number } = {}): AppDeps {
  const mailer: Mailer = env.SMTP_URL
    ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM })
    : createOutboxMailer({ db: database.db, from: env.MAIL_FROM, logger });
  const identity = createGoogleIdentityProvider({
    issuer: env.GOOGLE_ISSUER,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
  });
  return {
    env,
    database,
    mailer,
    identity,
    logger,
    content: loadSiteContent(env.CONTENT_DIR),
    storage: createStorage(env),
    jobs: createJobQueue(database, logger, { pollingIntervalSeconds: options.jobPollingSeconds }),
    evidenceExtractor: createEvidenceExtractor(env),
    scholarly: createScholarlyClients(env, database, logger),
    payments: createPaymentProvider(env),
  };
}
