import { ScholarlyServiceError, type ScholarlyService } from '../../adapters/scholarly/types';
import type { Logger } from '../../lib/logger';

export const SERVICE_LABELS: Record<ScholarlyService, string> = {
  crossref: 'Crossref',
  openalex: 'OpenAlex',
  orcid: 'ORCID',
  semanticscholar: 'Semantic Scholar',
};

/**
 * What went wrong with the services during a run. `unreachable` services could not be asked (network,
 * timeout, 429, 5xx, or switched off): asking again later may help, so a retry is scheduled. `failed` ones
 * answered with something unusable, which asking again would not change.
 */
export interface ServiceFailures {
  unreachable: Set<ScholarlyService>;
  failed: Set<ScholarlyService>;
  logger: Logger;
}

export function createServiceFailures(logger: Logger): ServiceFailures {
  return { unreachable: new Set(), failed: new Set(), logger };
}

/**
 * Runs `call`; a service failure is recorded and answered with `undefined` (unknown), unlike the clients'
 * null (known to be absent). Anything that is not a service failure is a bug and is thrown on.
 */
export async function ask<T>(failures: ServiceFailures, context: Record<string, unknown>, call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ScholarlyServiceError)) throw error;
    (error.retryable ? failures.unreachable : failures.failed).add(error.service);
    failures.logger.warn({ err: error, service: error.service, retryable: error.retryable, ...context }, 'scholarly service call failed');
    return undefined;
  }
}
