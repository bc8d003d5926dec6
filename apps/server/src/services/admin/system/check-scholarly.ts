import type { TScholarlyCheck, TScholarlyServiceCheck } from '@acclaim/contracts';
import { CROSSREF_BASE_URL } from '../../../adapters/scholarly/crossref';
import { OPENALEX_BASE_URL } from '../../../adapters/scholarly/openalex';
import { ORCID_BASE_URL } from '../../../adapters/scholarly/orcid';
import { SEMANTIC_SCHOLAR_BASE_URL } from '../../../adapters/scholarly/semantic-scholar';
import type { AppDeps } from '../../../lib/context';
import { guardCheck } from './guard-check';
import { probeHttp } from './http-probe';

type Service = TScholarlyServiceCheck['service'];

function servicesOf(env: AppDeps['env']): { service: Service; name: string; url: string }[] {
  return [
    { service: 'crossref', name: 'Crossref', url: env.CROSSREF_URL ?? CROSSREF_BASE_URL },
    { service: 'openalex', name: 'OpenAlex', url: env.OPENALEX_URL ?? OPENALEX_BASE_URL },
    { service: 'orcid', name: 'ORCID', url: env.ORCID_URL ?? ORCID_BASE_URL },
    { service: 'semanticscholar', name: 'Semantic Scholar', url: env.SEMANTIC_SCHOLAR_URL ?? SEMANTIC_SCHOLAR_BASE_URL },
  ];
}

/**
 * Any HTTP answer means the service is reachable (its base URL need not serve anything: a 404 there is fine);
 * 429 and 5xx mean it is there but not serving; no answer means down.
 */
async function probeService(
  env: AppDeps['env'],
  target: { service: Service; name: string; url: string },
  fetchImpl?: typeof fetch,
): Promise<TScholarlyServiceCheck> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': `Acclaim (mailto:${env.SCHOLARLY_MAILTO})` };
  if (target.service === 'semanticscholar' && env.SEMANTIC_SCHOLAR_API_KEY) headers['x-api-key'] = env.SEMANTIC_SCHOLAR_API_KEY;
  return guardCheck<TScholarlyServiceCheck>(
    async () => {
      const answer = await probeHttp(`${target.url.replace(/\/+$/, '')}/`, headers, { fetch: fetchImpl });
      const base = { ...target, latencyMs: answer.latencyMs };
      if (answer.status === null) return { ...base, status: 'down' as const, detail: `${target.name} ${answer.failure}` };
      if (answer.status === 429 || answer.status >= 500) {
        return { ...base, status: 'degraded' as const, detail: `${target.name} answered HTTP ${answer.status}; cached answers are used meanwhile` };
      }
      return { ...base, status: 'ok' as const, detail: `${target.name} reachable (HTTP ${answer.status}) in ${answer.latencyMs} ms` };
    },
    (failure, latencyMs) => ({ ...target, status: 'down', detail: `${target.name}: ${failure}`, latencyMs }),
  );
}

/** Whether publications are checked against the scholarly services (decision 008) and, when they are, whether each answers. */
export async function checkScholarly(env: AppDeps['env'], options: { fetch?: typeof fetch } = {}): Promise<TScholarlyCheck> {
  const targets = servicesOf(env);
  if (env.SCHOLARLY_MODE !== 'live') {
    return {
      status: 'not-configured',
      detail: 'Off (SCHOLARLY_MODE=off): nothing is sent; publications read "not verified (offline)" unless already cached',
      latencyMs: 0,
      mode: 'off',
      services: targets.map((target) => ({ ...target, status: 'not-configured' as const, detail: `${target.name} is not called`, latencyMs: 0 })),
    };
  }
  const services = await Promise.all(targets.map((target) => probeService(env, target, options.fetch)));
  const up = services.filter((service) => service.status === 'ok').length;
  const down = services.filter((service) => service.status === 'down').length;
  const status = up === services.length ? 'ok' : down === services.length ? 'down' : 'degraded';
  const problems = services.filter((service) => service.status !== 'ok').map((service) => service.name);
  return {
    status,
    detail:
      problems.length === 0
        ? `Live: all ${services.length} services reachable`
        : `Live: ${up} of ${services.length} reachable; not answering well: ${problems.join(', ')}`,
    latencyMs: Math.max(...services.map((service) => service.latencyMs)),
    mode: 'live',
    services,
  };
}
