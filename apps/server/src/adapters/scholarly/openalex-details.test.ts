import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createOpenAlexClient } from './openalex';
import { startScholarlyReplayServer } from '../../test/scholarly-replay-server';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/scholarly');
const replay = await startScholarlyReplayServer(FIXTURES);
afterAll(() => replay.close());
const openalex = createOpenAlexClient({ mailto: 'scholarly-tests@acclaim.test', retries: 0, retryDelayMs: 0, baseUrl: replay.urls.openalex });

describe('OpenAlex details for citation metrics', () => {
  it('reads the field percentile, the references and each authorship with ids, institutions and countries', async () => {
    const work = await openalex.getWorkByDoi('10.7554/elife.01567');
    expect(work!.openalex!.fieldPercentile).toBe(95.7); // citation_normalized_percentile 0.95655785
    expect(work!.openalex!.referencedWorkIds).toHaveLength(29);
    expect(work!.openalex!.referencedWorkIds[0]).toBe('W1964940342');
    expect(work!.openalex!.authorships.at(-1)).toEqual({
      authorId: 'A5053746432',
      name: 'Christian S. Hardtke',
      orcid: '0000-0003-3203-1058',
      institutionIds: ['I97565354'],
      countries: ['CH'],
    });
  });

  it('gives no percentile when OpenAlex has none', async () => {
    const work = await openalex.getWorkByDoi('10.1145/3448016.3452841');
    expect(work!.openalex!.fieldPercentile).toBeNull();
  });
});
