import type { AppDeps } from '../../lib/context';
import { enqueueVerification } from './verification-queue';

/** Queues a verification run of the case's publications; the answer says what the user will see. */
export async function startVerification(deps: AppDeps, caseId: string): Promise<{ message: string }> {
  await enqueueVerification(deps, { caseId, attempt: 0 });
  if (deps.scholarly.mode === 'off') {
    return {
      message:
        'Live checks against the scholarly databases are not available, so publications are checked against saved results only; the others stay "not verified (offline)".',
    };
  }
  return { message: 'Checking your publications against Crossref, OpenAlex and Semantic Scholar. This usually takes under a minute.' };
}
