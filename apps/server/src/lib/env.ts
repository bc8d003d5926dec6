import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** "count/seconds", e.g. "10/900" = ten attempts per fifteen minutes. */
const ZRateLimit = z
  .string()
  .regex(/^\d+\/\d+$/, 'expected "count/seconds", e.g. 10/900')
  .transform((value) => {
    const [max, seconds] = value.split('/').map(Number);
    return { max: max!, windowSeconds: seconds! };
  });

export type RateLimitRule = z.output<typeof ZRateLimit>;

/**
 * How many reverse proxies of your own stand in front of the server. Each appends to X-Forwarded-For the address
 * it was called from, so the client's address is that many entries from the right; anything further left was
 * written by the client. "false" (0) and "true" (1) read as before the count existed.
 */
const ZProxyHops = z.string().transform((value, context) => {
  const given = value.trim().toLowerCase();
  if (['true', 'yes', 'on'].includes(given)) return 1;
  if (['false', 'no', 'off'].includes(given)) return 0;
  if (/^\d{1,2}$/.test(given)) return Number(given);
  context.addIssue({ code: 'custom', message: 'expected false, true (one proxy) or the number of proxies in front of the server, e.g. 2' });
  return z.NEVER;
});

const ZEnv = z
  .object({
    /**
     * development | test | production. Production refuses to start with a setting unsafe for real users (see
     * productionProblems) and never shows /dev/mailbox unless ALLOW_OUTBOX_MAIL is set.
     */
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** HTTP port; 0 picks a free one. */
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Interface to listen on. */
    HOST: z.string().default('0.0.0.0'),
    /** Public origin of the app, used in emails and OAuth redirects. Defaults to http://localhost:PORT. */
    APP_URL: z.url().optional(),
    /** Folder for the embedded database and uploads. */
    DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
    /** postgres://… switches from embedded PGlite to PostgreSQL. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
    /**
     * Whether the server process also runs the background jobs (extraction, assessments, letters, packages, billing).
     * `false` leaves them to `npm run worker` processes, which needs PostgreSQL: the embedded database has one process.
     */
    JOB_WORKERS_IN_SERVER: z.stringbool().default(true),
    /** Blog posts, FAQ and content pages (Markdown) and the marketing config. */
    CONTENT_DIR: z.string().default(path.join(repoRoot, 'content')),
    /** Where contact-form messages are emailed. */
    OPERATOR_EMAIL: z.email().default('operator@acclaim.local'),
    /** Built web app served at /. */
    WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Proxies in front of the server whose X-Forwarded-For entries are believed: false (none), true (one) or a count. */
    TRUST_PROXY: ZProxyHops.prefault('false'),
    /** Production only: accept the local test-mode checkout (paid plans for a test card) instead of Stripe. */
    ALLOW_TEST_PAYMENTS: z.stringbool().default(false),
    /** Production only: accept that mail stays in the embedded outbox (no SMTP_URL); it shows at /dev/mailbox to loopback. */
    ALLOW_OUTBOX_MAIL: z.stringbool().default(false),
    /** Production only: accept a plain-http APP_URL, e.g. on a private network; cookies are then not marked Secure. */
    ALLOW_INSECURE_HTTP: z.stringbool().default(false),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    /** A session unused this long is refused like an expired one: a forgotten signed-in computer does not stay open for the whole lifetime. */
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(72),
    /** smtp://user:pass@host:port sends mail over SMTP; unset keeps it in the embedded outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().default('Acclaim <no-reply@acclaim.local>'),
    /** An S3-compatible bucket for uploads; unset keeps files under DATA_DIR/uploads. */
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** For S3-compatible services other than AWS (MinIO, R2, a local test server). */
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
    /** openai | anthropic | openai-compatible; unset runs the offline engines. */
    LLM_PROVIDER: z.enum(['openai', 'anthropic', 'openai-compatible']).optional(),
    LLM_API_KEY: z.string().optional(),
    /** Base URL for openai-compatible servers (Ollama, vLLM, llama.cpp) or a proxy. */
    LLM_BASE_URL: z.url().optional(),
    LLM_MODEL: z.string().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    /** OpenID Connect issuer; a local provider in tests. */
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    RATE_LIMIT_LOGIN: ZRateLimit.prefault('10/900'),
    RATE_LIMIT_SIGNUP: ZRateLimit.prefault('5/3600'),
    RATE_LIMIT_PASSWORD_RESET: ZRateLimit.prefault('5/3600'),
    RATE_LIMIT_CODE_CHECK: ZRateLimit.prefault('10/900'),
    /** Admin two-factor codes emailed, per account (each send also replaces the session's previous code). */
    RATE_LIMIT_TWO_FACTOR_SEND: ZRateLimit.prefault('5/900'),
    RATE_LIMIT_CONTACT: ZRateLimit.prefault('5/3600'),
    /** Publication verification runs started by hand, per account. */
    RATE_LIMIT_VERIFICATION: ZRateLimit.prefault('10/3600'),
    /** Eligibility assessments started, per account (the plan limit applies on top). */
    RATE_LIMIT_ASSESSMENT: ZRateLimit.prefault('20/3600'),
    /** Letter drafts and section regenerations started, per account (each may call a model). */
    RATE_LIMIT_LETTER: ZRateLimit.prefault('60/3600'),
    /**
     * off (default): nothing goes to the scholarly services; publications read "not verified (offline)" unless the
     * cache already answers. live: Crossref, OpenAlex, ORCID and Semantic Scholar are asked, through the cache.
     */
    SCHOLARLY_MODE: z.enum(['off', 'live']).default('off'),
    /**
     * Contact address sent to Crossref and OpenAlex (polite pools) and in the User-Agent. Defaults to OPERATOR_EMAIL
     * when set, else the address in MAIL_FROM when set, else the default OPERATOR_EMAIL.
     */
    SCHOLARLY_MAILTO: z.email().optional(),
    /** Base URL overrides of the scholarly services (a mirror, a proxy, or the replay server in tests). */
    CROSSREF_URL: z.url().optional(),
    OPENALEX_URL: z.url().optional(),
    ORCID_URL: z.url().optional(),
    SEMANTIC_SCHOLAR_URL: z.url().optional(),
    /** Lifts Semantic Scholar's shared anonymous rate limit. */
    SEMANTIC_SCHOLAR_API_KEY: z.string().optional(),
    /** How long a scholarly answer is reused before asking again; a stale one still serves when a service is down. */
    SCHOLARLY_CACHE_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 366)
      .default(168),
    /**
     * Stripe's secret key switches payments from the local test-mode checkout to Stripe Checkout, the Customer Portal
     * and signed webhooks. It needs STRIPE_WEBHOOK_SECRET and the price id of each paid plan.
     */
    STRIPE_SECRET_KEY: z.string().optional(),
    /** The signing secret of the webhook endpoint /api/billing/webhook (whsec_…). */
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Monthly recurring price ids (price_…) of the paid plans, as created in Stripe. */
    STRIPE_PRICE_ANALYSIS: z.string().optional(),
    STRIPE_PRICE_COMPLETE: z.string().optional(),
    STRIPE_PRICE_ATTORNEY: z.string().optional(),
    /** Another address for Stripe's API (a local stand-in in tests). */
    STRIPE_API_URL: z.url().optional(),
    /** Checkouts, plan changes, cancellations and refund requests, per account. */
    RATE_LIMIT_BILLING: ZRateLimit.prefault('30/3600'),
    /** Chat questions per account: an abuse limit on top of the plan's daily allowance. */
    RATE_LIMIT_CHAT: ZRateLimit.prefault('10/60'),
  })
  .superRefine((env, context) => {
    if (!env.JOB_WORKERS_IN_SERVER && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['JOB_WORKERS_IN_SERVER'],
        message: 'false needs DATABASE_URL: no worker process can share the embedded database',
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ANALYSIS', 'STRIPE_PRICE_COMPLETE', 'STRIPE_PRICE_ATTORNEY'] as const) {
        if (!env[key]) context.addIssue({ code: 'custom', path: [key], message: 'required when STRIPE_SECRET_KEY is set' });
      }
    }
    if (env.NODE_ENV === 'production') {
      for (const problem of productionProblems(env)) context.addIssue({ code: 'custom', path: [problem.variable], message: problem.message });
    }
  });

type ParsedEnv = z.output<typeof ZEnv>;

/** The settings production checks (spelled out: the schema's own type would refer to itself here). */
interface ProductionSettings {
  APP_URL?: string;
  SMTP_URL?: string;
  STRIPE_SECRET_KEY?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  LLM_PROVIDER?: string;
  LLM_API_KEY?: string;
  ALLOW_TEST_PAYMENTS: boolean;
  ALLOW_OUTBOX_MAIL: boolean;
  ALLOW_INSECURE_HTTP: boolean;
}

export interface EnvProblem {
  variable: string;
  message: string;
}

/**
 * What makes a configuration unsafe for real users, so that NODE_ENV=production refuses it rather than run a
 * server that mails nobody, gives paid plans away or sends sessions in clear text. The embedded stand-ins stay
 * available to an operator who says so with an ALLOW_* variable.
 */
export function productionProblems(env: ProductionSettings): EnvProblem[] {
  const problems: EnvProblem[] = [];
  const add = (variable: string, message: string) => problems.push({ variable, message });
  if (!env.APP_URL) {
    add('APP_URL', 'production needs the public https:// address of the app (it would default to http://localhost)');
  } else if (!env.APP_URL.startsWith('https://') && !env.ALLOW_INSECURE_HTTP) {
    add(
      'APP_URL',
      'production needs an https:// address: over plain http passwords and sessions travel readable and cookies are not Secure (ALLOW_INSECURE_HTTP=true accepts it, e.g. on a private network)',
    );
  }
  if (!env.SMTP_URL && !env.ALLOW_OUTBOX_MAIL) {
    add(
      'SMTP_URL',
      'production needs a mail server: without one every email (sign-up links, password resets, admin codes) stays in the embedded outbox and reaches no one (ALLOW_OUTBOX_MAIL=true accepts it)',
    );
  }
  if (!env.STRIPE_SECRET_KEY && !env.ALLOW_TEST_PAYMENTS) {
    add(
      'STRIPE_SECRET_KEY',
      'production needs Stripe: without it the test-mode checkout gives any paid plan for the test card (ALLOW_TEST_PAYMENTS=true accepts it)',
    );
  }
  // Half of a credential pair means a feature that fails on first use instead of at start.
  const pairs = [
    ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
    ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ] as const;
  for (const [first, second] of pairs) {
    if (env[first] && !env[second]) add(second, `required in production when ${first} is set`);
    if (env[second] && !env[first]) add(first, `required in production when ${second} is set`);
  }
  if ((env.LLM_PROVIDER === 'openai' || env.LLM_PROVIDER === 'anthropic') && !env.LLM_API_KEY) {
    add('LLM_API_KEY', `required in production when LLM_PROVIDER is ${env.LLM_PROVIDER}`);
  }
  return problems;
}

/** A configuration that cannot run: `problems` are one "VARIABLE: what is wrong" each, never a value. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

export type Env = z.output<typeof ZEnv> & { APP_URL: string; SCHOLARLY_MAILTO: string };

/** Parses the environment once; empty strings count as unset. Throws a readable error on bad values. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = ZEnv.safeParse(cleaned);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  return {
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    SCHOLARLY_MAILTO: scholarlyMailto(env, cleaned),
  };
}

/** The services ask for a contact someone reads: an explicit operator address beats the sender of outgoing mail. */
function scholarlyMailto(env: ParsedEnv, given: Record<string, string | undefined>): string {
  if (env.SCHOLARLY_MAILTO) return env.SCHOLARLY_MAILTO;
  if (given.OPERATOR_EMAIL) return env.OPERATOR_EMAIL;
  return (given.MAIL_FROM ? addressIn(env.MAIL_FROM) : null) ?? env.OPERATOR_EMAIL;
}

/** `Acclaim <no-reply@example.com>` → `no-reply@example.com`; null when there is no address. */
function addressIn(mailbox: string): string | null {
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(mailbox)?.[1] ?? mailbox).trim();
  return z.email().safeParse(address).success ? address : null;
}
