import type { Database } from '../db/client';
import type { SiteContent } from './load-site-content';
import type { Mailer } from '../adapters/mail/mailer';
import type { ObjectStorage } from '../adapters/storage/object-storage';
import type { JobQueue } from '../jobs/queue';
import type { EvidenceExtractor } from '../services/extraction/evidence/evidence-extractor';
import type { IdentityProvider } from '../adapters/identity/identity-provider';
import type { ScholarlyClients } from '../adapters/scholarly/scholarly-clients';
import type { PaymentProvider } from '../adapters/payments/payment-provider';
import type { AuthContext } from './auth/sessions';
import type { Env } from './env';
import type { Logger } from './logger';

/** Everything a request handler may reach: configuration, the database and the adapters. */
export interface AppDeps {
  env: Env;
  database: Database;
  mailer: Mailer;
  storage: ObjectStorage;
  /** Durable background work (pg-boss on the same database). */
  jobs: JobQueue;
  /** Offline by default; an LLM when LLM_PROVIDER is set. */
  evidenceExtractor: EvidenceExtractor;
  identity: IdentityProvider;
  logger: Logger;
  /** Posts, pages and FAQ read from content/ at start. */
  content: SiteContent;
  /** Crossref, OpenAlex, ORCID and Semantic Scholar behind the `scholarly_cache` table; SCHOLARLY_MODE=off keeps them off the network. */
  scholarly: ScholarlyClients;
  /** The local test-mode checkout by default; Stripe when STRIPE_SECRET_KEY is set. */
  payments: PaymentProvider;
}

export interface AppBindings {
  Variables: {
    deps: AppDeps;
    auth: AuthContext | null;
    requestId: string;
    log: Logger;
  };
}
