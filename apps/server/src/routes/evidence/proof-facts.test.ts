import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signUpWithCase } from '../../test/case-helpers';

const t = await createTestApp();

async function newCase() {
  return signUpWithCase(t);
}

describe('proof facts through the evidence API', () => {
  it('stores typed facts and refuses a bad one with its field and message, leaving the item as it was', async () => {
    const person = await newCase();
    const created = await t.call('POST', `/api/cases/${person.caseId}/evidence`, {
      token: person.token,
      body: { type: 'award', title: 'Young Scientist Award', details: { issuer: 'European Materials Research Society', scope: 'international' } },
    });
    expect(created.status).toBe(201);
    const id = created.json.evidence.id as string;

    const refused = await t.call('POST', `/api/cases/${person.caseId}/evidence`, {
      token: person.token,
      body: { type: 'award', title: 'Prize', details: { winners: -2 } },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Number of recipients: enter a whole number of 0 or more.');

    // Details sent alone are checked against the item's stored type (an award here).
    const details = { ...created.json.evidence.details, entrants: -5 };
    const badUpdate = await t.call('PATCH', `/api/evidence/${id}`, { token: person.token, body: { details } });
    expect(badUpdate.status).toBe(400);
    expect(badUpdate.json.message).toBe('Number of candidates: enter a whole number of 0 or more.');
    expect(badUpdate.json.error.fields).toEqual({ 'details.entrants': ['Number of candidates: enter a whole number of 0 or more.'] });
    const unchanged = await t.call('GET', `/api/cases/${person.caseId}/evidence`, { token: person.token });
    expect(unchanged.json.evidence[0].details).toEqual({ issuer: 'European Materials Research Society', scope: 'international' });

    const saved = await t.call('PATCH', `/api/evidence/${id}`, {
      token: person.token,
      body: { details: { ...created.json.evidence.details, entrants: 140, winners: 1 } },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.evidence.details).toEqual({ issuer: 'European Materials Research Society', scope: 'international', entrants: 140, winners: 1 });
  });
});
