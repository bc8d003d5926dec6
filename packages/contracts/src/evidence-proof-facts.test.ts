import { describe, expect, it } from 'vitest';
import { evidenceDetailsProblem, ZCreateEvidenceRequest, ZUpdateEvidenceRequest } from './evidence';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('proof facts in an evidence item added by hand', () => {
  it('accepts typed facts and keeps the other details as they are', () => {
    const parsed = ZCreateEvidenceRequest.parse({
      type: 'award',
      title: 'Young Scientist Award',
      details: { issuer: 'E-MRS', scope: 'international', entrants: 140, winners: '1', isRecipient: true, recipientNamed: 'anything', source: { nested: 1 } },
    });
    expect(parsed.details).toEqual({
      issuer: 'E-MRS',
      scope: 'international',
      entrants: 140,
      winners: '1',
      isRecipient: true,
      recipientNamed: 'anything',
      source: { nested: 1 },
    });
  });

  it('refuses a negative or fractional count, an unknown choice, a non-boolean answer and overlong text, each at its field', () => {
    const result = ZCreateEvidenceRequest.safeParse({
      type: 'award',
      title: 'Young Scientist Award',
      details: { entrants: -3, winners: 1.5, scope: 7, isRecipient: 2, issuer: 'x'.repeat(1001) },
    });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual([
      ['details.issuer', 'Grantor: keep it under 1000 characters.'],
      ['details.scope', 'Who could compete: choose one of international, national, regional, local, institutional.'],
      ['details.entrants', 'Number of candidates: enter a whole number of 0 or more.'],
      ['details.winners', 'Number of recipients: enter a whole number of 0 or more.'],
      ['details.isRecipient', 'You are named as a recipient: answer yes or no.'],
    ]);
  });

  it('checks facts by the item’s type, and keeps words as stated: a count is free on an award, a number or words on judging', () => {
    expect(ZCreateEvidenceRequest.safeParse({ type: 'award', title: 'Prizes', details: { count: -1 } }).success).toBe(true);
    expect(ZCreateEvidenceRequest.safeParse({ type: 'judging', title: 'Reviewer', details: { count: 'several' } }).success).toBe(true);
    const judging = ZCreateEvidenceRequest.safeParse({ type: 'judging', title: 'Reviewer', details: { count: -1 } });
    expect(messagesOf(judging)).toEqual([['details.count', 'Number of reviews or evaluations completed: enter a whole number of 0 or more.']]);
  });

  it('lets null clear a fact, and a salary percentile stop at 100', () => {
    expect(ZCreateEvidenceRequest.safeParse({ type: 'salary', title: 'Pay', details: { percentile: null } }).success).toBe(true);
    const result = ZCreateEvidenceRequest.safeParse({ type: 'salary', title: 'Pay', details: { percentile: 120 } });
    expect(messagesOf(result)).toEqual([['details.percentile', 'Your percentile in that comparison (0–100): enter a number from 0 to 100.']]);
  });
});

describe('proof facts in an update', () => {
  it('are checked against the type the request gives', () => {
    const result = ZUpdateEvidenceRequest.safeParse({ type: 'media_coverage', details: { outletKind: 3 } });
    expect(messagesOf(result)).toEqual([['details.outletKind', 'Kind of outlet: choose one of major, professional, trade, local, institutional.']]);
    expect(ZUpdateEvidenceRequest.safeParse({ type: 'media_coverage', details: { outletKind: 'trade', circulation: '1,200,000' } }).success).toBe(true);
  });

  it('without a type, are left to the server, which checks them against the stored type', () => {
    expect(ZUpdateEvidenceRequest.safeParse({ details: { entrants: -1 } }).success).toBe(true);
    expect(evidenceDetailsProblem('award', { entrants: -1 })).toEqual({
      field: 'details.entrants',
      message: 'Number of candidates: enter a whole number of 0 or more.',
    });
    expect(evidenceDetailsProblem('award', { entrants: 12, extracted: ['anything'] })).toBeNull();
  });
});
