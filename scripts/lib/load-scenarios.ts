/**
 * What each connection of a load scenario does, as sequences of steps for one user. Reads ask for gzip as
 * browsers do; steps whose answer is read (an id, a status, a streamed chat answer) do not, because autocannon
 * hands bodies over as text.
 */
import { multipartUpload, sampleDocument } from './load-documents';
import type { LoadStep, StepContext } from './load-runner';
import { DOCUMENTS_PER_USER, type LoadUser } from './load-users';

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

const QUESTIONS = [
  'Which criterion is my weakest?',
  'What does prong 2 need?',
  'How many criteria do I meet?',
  'What evidence do I have for judging?',
  'What should I do next?',
  'Is my award evidence enough?',
];

/** The session's token: the one the scenario's own sign-in step got, else the one from preparation. */
const bearer = (user: LoadUser, context: StepContext) => ({ authorization: `Bearer ${(context.token as string | undefined) ?? user.token}` });
const withToken = (user: LoadUser) => (context: StepContext) => ({ headers: bearer(user, context) });

function parse(body: string): Record<string, unknown> | null {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function signIn(user: LoadUser, origin: string): LoadStep {
  return {
    route: 'POST /api/auth/login',
    method: 'POST',
    path: '/api/auth/login',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
    check: (status, body, context) => {
      if (status !== 200) return;
      const token = (parse(body)?.tokens as { accessToken?: string } | undefined)?.accessToken;
      if (!token) return 'no access token in the answer';
      context.token = token;
    },
  };
}

/** The dashboard's reads, in the order the web app asks for them when the workspace opens. */
export function dashboardReads(user: LoadUser): LoadStep[] {
  const read = (route: string, path: string): LoadStep => ({
    route,
    method: 'GET',
    path,
    headers: GZIP,
    prepare: (context) => ({ headers: { ...GZIP, ...bearer(user, context) } }),
  });
  const caseId = user.caseId;
  return [
    read('GET /api/auth/me', '/api/auth/me'),
    read('GET /api/cases/active', '/api/cases/active'),
    read('GET /api/cases/{id}/progress', `/api/cases/${caseId}/progress`),
    read('GET /api/cases/{id}/documents', `/api/cases/${caseId}/documents`),
    read('GET /api/cases/{id}/evidence', `/api/cases/${caseId}/evidence`),
    read('GET /api/cases/{id}/assessments', `/api/cases/${caseId}/assessments`),
  ];
}

/** One text document per request, each different (the connection counts its own uploads). */
export function upload(user: LoadUser, origin: string): LoadStep {
  let uploaded = DOCUMENTS_PER_USER;
  return {
    route: 'POST /api/cases/{id}/documents',
    method: 'POST',
    path: `/api/cases/${user.caseId}/documents`,
    prepare: (context) => {
      const form = multipartUpload(sampleDocument(user.name, uploaded++));
      return { headers: { ...bearer(user, context), origin, 'content-type': form.contentType }, body: form.body };
    },
  };
}

/** Start a conversation, then ask in it; the answer streams as NDJSON and must end with a `done` event. */
export function chat(user: LoadUser, origin: string): LoadStep[] {
  let asked = 0;
  return [
    {
      route: 'POST /api/cases/{id}/conversations',
      method: 'POST',
      path: `/api/cases/${user.caseId}/conversations`,
      body: '{}',
      prepare: (context) => ({ headers: { ...bearer(user, context), origin, 'content-type': 'application/json' } }),
      check: (status, body, context) => {
        if (status !== 201) return;
        const id = (parse(body)?.conversation as { id?: string } | undefined)?.id;
        if (!id) return 'no conversation id in the answer';
        context.conversationId = id;
      },
    },
    {
      route: 'POST /api/conversations/{id}/messages (streamed)',
      method: 'POST',
      path: '/api/conversations/{id}/messages',
      prepare: (context) => {
        // Without a conversation (its creation failed, and was counted) there is nothing to ask in.
        if (!context.conversationId) return null;
        return {
          path: `/api/conversations/${context.conversationId as string}/messages`,
          headers: { ...bearer(user, context), origin, 'content-type': 'application/json' },
          body: JSON.stringify({ content: QUESTIONS[asked++ % QUESTIONS.length] }),
        };
      },
      check: (status, body) => {
        if (status !== 200) return;
        const events = body.split('\n').filter(Boolean).map(parse);
        const last = events.at(-1) as { type?: string; message?: unknown } | null | undefined;
        if (last?.type === 'done') return;
        if (last?.type === 'error') return `error event: ${String(last.message)}`;
        return `the stream ended without a done event (${events.length} events)`;
      },
    },
  ];
}

/**
 * The assessment page: read the list and, when no assessment of the case is queued or running, start one. While
 * one runs, starting another is refused (409) by design, so the start is skipped as the page would hide its
 * button; it must stay the sequence's last step (a skipped step makes autocannon start the sequence over).
 */
export function assessment(user: LoadUser, origin: string): LoadStep[] {
  return [
    {
      route: 'GET /api/cases/{id}/assessments (poll)',
      method: 'GET',
      path: `/api/cases/${user.caseId}/assessments`,
      prepare: withToken(user),
      check: (status, body, context) => {
        if (status !== 200) return;
        const list = parse(body)?.assessments as { status: string }[] | undefined;
        if (!list) return 'no assessments in the answer';
        context.isAssessmentRunning = list.some((row) => row.status === 'queued' || row.status === 'running');
      },
    },
    {
      route: 'POST /api/cases/{id}/assessments',
      method: 'POST',
      path: `/api/cases/${user.caseId}/assessments`,
      prepare: (context) => (context.isAssessmentRunning ? null : { headers: { ...bearer(user, context), origin } }),
    },
  ];
}

export interface ScenarioDefinition {
  name: string;
  description: string;
  /** Whether this scenario decides the read target (0 errors, p99 under 200 ms). */
  isReadTarget?: boolean;
  /** Whether it queues background jobs to wait for before the next scenario. */
  queuesJobs?: boolean;
  sequence: (user: LoadUser, origin: string) => LoadStep[];
}

/** In the order they run: the read target first, on a quiet server with a few documents per user. */
export const SCENARIOS: ScenarioDefinition[] = [
  {
    name: 'dashboard-reads',
    description: 'the six reads of the dashboard in turn (me, active case, progress, documents, evidence, assessments), gzip accepted',
    isReadTarget: true,
    sequence: (user) => dashboardReads(user),
  },
  {
    name: 'sign-in',
    description: 'POST /api/auth/login with email and password (argon2id verification), again and again',
    sequence: (user, origin) => [signIn(user, origin)],
  },
  {
    name: 'chat',
    description: 'start a conversation and ask one question; the answer streams as NDJSON (offline assistant) and is checked for its done event',
    sequence: (user, origin) => chat(user, origin),
  },
  {
    name: 'uploads',
    description: 'one text document (about 1 KB) per request as multipart/form-data; each queues an extraction job',
    queuesJobs: true,
    sequence: (user, origin) => [upload(user, origin)],
  },
  {
    name: 'assessments',
    description: 'read the assessment list and start an assessment when none of the case is queued or running (the start is skipped otherwise)',
    queuesJobs: true,
    sequence: (user, origin) => assessment(user, origin),
  },
  {
    name: 'mixed',
    description: 'a session: sign in, the dashboard reads, an upload, the dashboard reads again, a chat question, the assessment page (start when idle)',
    queuesJobs: true,
    sequence: (user, origin) => [
      signIn(user, origin),
      ...dashboardReads(user),
      upload(user, origin),
      ...dashboardReads(user),
      ...chat(user, origin),
      ...assessment(user, origin),
    ],
  },
];
