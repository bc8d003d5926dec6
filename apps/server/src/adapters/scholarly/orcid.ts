import { z } from 'zod';
import { createJsonGetter } from './http';
import { normalizeDoi, requireOrcid } from './identifiers';
import type { OrcidClient, OrcidPerson, OrcidWork, ScholarlyClientOptions } from './types';

export const ORCID_BASE_URL = 'https://pub.orcid.org';

const valued = z.object({ value: z.string().nullish() }).nullish();

const person = z.object({
  // Null when the researcher keeps the name private.
  name: z.object({ 'given-names': valued, 'family-name': valued, 'credit-name': valued }).nullish(),
  'other-names': z.object({ 'other-name': z.array(z.object({ content: z.string().nullish() })).nullish() }).nullish(),
});

const externalIds = z
  .object({
    'external-id': z
      .array(
        z.object({
          'external-id-type': z.string().nullish(),
          'external-id-value': z.string().nullish(),
          'external-id-relationship': z.string().nullish(),
        }),
      )
      .nullish(),
  })
  .nullish();

const workSummary = z.object({
  'put-code': z.number().nullish(),
  title: z.object({ title: valued }).nullish(),
  type: z.string().nullish(),
  'publication-date': z.object({ year: valued }).nullish(),
  'journal-title': valued,
  'external-ids': externalIds,
});

const works = z.object({
  group: z.array(z.object({ 'external-ids': externalIds, 'work-summary': z.array(workSummary).nullish() })).nullish(),
});

function doiOf(ids: z.infer<typeof externalIds>): string | null {
  const doi = ids?.['external-id']?.find((id) => id['external-id-type']?.toLowerCase() === 'doi' && id['external-id-relationship'] !== 'part-of');
  return normalizeDoi(doi?.['external-id-value']);
}

function toPerson(orcid: string, body: z.infer<typeof person>): OrcidPerson {
  const givenNames = body.name?.['given-names']?.value ?? null;
  const familyName = body.name?.['family-name']?.value ?? null;
  const creditName = body.name?.['credit-name']?.value ?? null;
  const joined = [givenNames, familyName].filter(Boolean).join(' ');
  return {
    orcid,
    givenNames,
    familyName,
    creditName,
    name: creditName ?? (joined || null),
    otherNames: (body['other-names']?.['other-name'] ?? []).flatMap((other) => (other.content ? [other.content] : [])),
    source: 'orcid',
  };
}

function toWorks(body: z.infer<typeof works>): OrcidWork[] {
  return (body.group ?? []).flatMap((group) => {
    const summary = group['work-summary']?.[0];
    if (!summary) return [];
    const year = Number.parseInt(summary['publication-date']?.year?.value ?? '', 10);
    return [
      {
        putCode: summary['put-code'] ?? null,
        title: summary.title?.title?.value ?? null,
        type: summary.type ?? null,
        year: Number.isNaN(year) ? null : year,
        journal: summary['journal-title']?.value ?? null,
        doi: doiOf(summary['external-ids']) ?? doiOf(group['external-ids']),
      },
    ];
  });
}

/** ORCID public API v3.0 (pub.orcid.org). */
export function createOrcidClient(options: ScholarlyClientOptions): OrcidClient {
  const http = createJsonGetter('orcid', {
    ...options,
    defaultBaseUrl: ORCID_BASE_URL,
    sendMailto: false,
    headers: { accept: 'application/vnd.orcid+json, application/json;q=0.9' },
  });
  return {
    async getPerson(orcid) {
      const id = requireOrcid(orcid);
      const body = await http.getJson(`v3.0/${id}/person`, {}, person, { notFoundAsNull: true });
      return body && toPerson(id, body);
    },
    async getWorks(orcid) {
      const body = await http.getJson(`v3.0/${requireOrcid(orcid)}/works`, {}, works, { notFoundAsNull: true });
      return body && toWorks(body);
    },
  };
}
