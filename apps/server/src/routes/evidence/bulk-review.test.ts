import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suggestionsSelectedBy, ZBulkReviewResponse, type TEvidenceItem } from '@acclaim/contracts';
import { evidenceItems } from '../../db/schema/index';
import { extractOffline } from '../../services/extraction/evidence/offline-extractor';
import { createFirmCase } from '../../test/firm-helpers';
import { createTestApp } from '../../test/test-app';
import { signUpWithCase, uploadText } from '../../test/case-helpers';

const t = await createTestApp();
// Uploads queue their reading; the documents here say nothing, so the only items are the ones each test adds.
await t.startWorker();

async function newCase(name?: string) {
  return signUpWithCase(t, name ? { name } : {});
}

/** A small CV, uploaded as the browser does; the server's answer shows when it is refused. */
const uploadCv = (token: string, caseId: string, name: string) => uploadText(t, token, caseId, name, 'Curriculum vitae', 'cv');

interface ItemSpec {
  title: string;
  type?: string;
  status?: 'suggested' | 'accepted' | 'rejected';
  section?: string;
  confidence?: number;
  documentId?: string;
}

/** Adds items as an extraction would leave them: suggested, with the CV section they were read from. */
async function addItems(token: string, caseId: string, specs: ItemSpec[]): Promise<TEvidenceItem[]> {
  const out: TEvidenceItem[] = [];
  for (const spec of specs) {
    const res = await t.call('POST', `/api/cases/${caseId}/evidence`, {
      token,
      body: {
        type: spec.type ?? 'publication',
        title: spec.title,
        status: spec.status ?? 'suggested',
        confidence: spec.confidence ?? 0.7,
        details: spec.section ? { sourceSection: spec.section } : {},
        ...(spec.documentId ? { documentId: spec.documentId } : {}),
      },
    });
    expect(res.status, res.text).toBe(201);
    out.push(res.json.evidence);
  }
  return out;
}

async function statuses(ids: string[]) {
  const rows = await t.database.db.select({ id: evidenceItems.id, status: evidenceItems.status }).from(evidenceItems).where(inArray(evidenceItems.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

const bulk = (token: string, caseId: string, body: unknown) => t.call('POST', `/api/cases/${caseId}/evidence/bulk-review`, { token, body });
const undo = (token: string, caseId: string, body: unknown) => t.call('POST', `/api/cases/${caseId}/evidence/bulk-review/undo`, { token, body });

describe('the extractor records the CV section of each item', () => {
  it('keeps the heading an item was read under', () => {
    const cv = [
      'Jane Doe',
      '',
      '# Publications',
      '',
      '1. Doe, J. and Roe, R. (2020). A study of coral reefs. Marine Biology 12(3): 45-60.',
      '',
      '# Peer Review',
      '',
      '- Reviewer for Nature Ecology',
    ].join('\n');
    const drafts = extractOffline({ pages: [cv], category: 'cv', fileName: 'cv.md', applicantName: 'Jane Doe' });
    const publication = drafts.find((d) => d.type === 'publication');
    const judging = drafts.find((d) => d.type === 'judging');
    expect(publication?.details.sourceSection).toBe('Publications');
    expect(judging?.details.sourceSection).toBe('Peer Review');
  });
});

describe('choosing suggestions', () => {
  const item = (
    id: string,
    extra: Partial<{
      status: 'suggested' | 'accepted' | 'rejected';
      confidence: number;
      type: 'award' | 'publication';
      documentId: string | null;
      details: Record<string, unknown>;
    }> = {},
  ) => ({
    id,
    status: 'suggested' as const,
    confidence: 0.7,
    type: 'publication' as const,
    documentId: 'doc',
    details: {},
    ...extra,
  });

  it('takes only suggestions, and a stored 0.7 counts as 70 %', () => {
    // A 4-byte real reads 0.7 back as 0.699999988; the person chose "70 % and above".
    const items = [item('a', { confidence: Math.fround(0.7) }), item('b', { confidence: 0.69 }), item('c', { confidence: 0.9, status: 'accepted' })];
    expect(suggestionsSelectedBy(items, { by: 'confidence', minConfidence: 0.7 }).map((i) => i.id)).toEqual(['a']);
  });

  it('takes a section of one document only, using the older `section` key too', () => {
    const items = [
      item('a', { details: { sourceSection: 'Awards' } }),
      item('b', { details: { section: 'Awards' } }),
      item('c', { details: { sourceSection: 'Awards' }, documentId: 'other' }),
      item('d', { details: { sourceSection: 'Publications' } }),
    ];
    expect(suggestionsSelectedBy(items, { by: 'section', documentId: 'doc', section: 'Awards' }).map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('POST /cases/{caseId}/evidence/bulk-review', () => {
  it('accepts a whole CV section, leaves decided items alone, and undo restores exactly those', async () => {
    const owner = await newCase();
    const cv = await uploadCv(owner.token, owner.caseId, 'cv.txt');
    const biosketch = await uploadCv(owner.token, owner.caseId, 'biosketch.txt');
    const [p1, p2, decidedYes, decidedNo, otherSection, otherDocument] = await addItems(owner.token, owner.caseId, [
      { title: 'Paper one', section: 'Publications', documentId: cv.id },
      { title: 'Paper two', section: 'Publications', documentId: cv.id },
      { title: 'Paper three', section: 'Publications', documentId: cv.id, status: 'accepted' },
      { title: 'Paper four', section: 'Publications', documentId: cv.id, status: 'rejected' },
      { title: 'A talk', type: 'presentation', section: 'Talks', documentId: cv.id },
      { title: 'Paper five', section: 'Publications', documentId: biosketch.id },
    ]);
    const all = [p1!, p2!, decidedYes!, decidedNo!, otherSection!, otherDocument!].map((i) => i.id);

    const res = await bulk(owner.token, owner.caseId, { action: 'accept', selection: { by: 'section', documentId: cv.id, section: 'Publications' } });
    expect(res.status, res.text).toBe(200);
    const body = ZBulkReviewResponse.parse(res.json);
    expect(body.message).toBe('Accepted 2 items.');
    expect(body.changes.map((c) => c.id).sort()).toEqual([p1!.id, p2!.id].sort());
    expect(body.changes.every((c) => c.previousStatus === 'suggested')).toBe(true);
    expect(body.evidence.every((e) => e.status === 'accepted')).toBe(true);
    expect(await statuses(all)).toEqual({
      [p1!.id]: 'accepted',
      [p2!.id]: 'accepted',
      [decidedYes!.id]: 'accepted',
      [decidedNo!.id]: 'rejected',
      [otherSection!.id]: 'suggested',
      [otherDocument!.id]: 'suggested',
    });

    // Meanwhile the user rejects one of them by hand: undo leaves that later decision standing.
    expect((await t.call('PATCH', `/api/evidence/${p2!.id}`, { token: owner.token, body: { status: 'rejected' } })).status).toBe(200);
    const undone = await undo(owner.token, owner.caseId, { action: 'accept', changes: body.changes });
    expect(undone.status, undone.text).toBe(200);
    expect(undone.json.changes).toEqual([{ id: p1!.id, previousStatus: 'accepted' }]);
    expect(undone.json.skipped).toBe(1);
    expect(undone.json.message).toMatch(/^Undone: 1 item back as it was\. 1 item you changed since was left as it is\.$/);
    expect(await statuses(all)).toEqual({
      [p1!.id]: 'suggested',
      [p2!.id]: 'rejected',
      [decidedYes!.id]: 'accepted',
      [decidedNo!.id]: 'rejected',
      [otherSection!.id]: 'suggested',
      [otherDocument!.id]: 'suggested',
    });
  });

  it('rejects by type, accepts by confidence and by ids, touching suggestions only', async () => {
    const owner = await newCase();
    const [award, grantLow, grantHigh, acceptedGrant, paper] = await addItems(owner.token, owner.caseId, [
      { title: 'Young Investigator Prize', type: 'award', confidence: 0.85 },
      { title: 'Seed grant', type: 'grant', confidence: 0.6 },
      { title: 'NSF CAREER', type: 'grant', confidence: 0.7 },
      { title: 'Sloan grant', type: 'grant', status: 'accepted', confidence: 1 },
      { title: 'Paper', type: 'publication', confidence: 0.93 },
    ]);
    const ids = [award!, grantLow!, grantHigh!, acceptedGrant!, paper!].map((i) => i.id);

    const byType = await bulk(owner.token, owner.caseId, { action: 'reject', selection: { by: 'type', type: 'grant' } });
    expect(byType.json.changes.map((c: { id: string }) => c.id).sort()).toEqual([grantLow!.id, grantHigh!.id].sort());
    expect((await statuses(ids))[acceptedGrant!.id]).toBe('accepted');
    await undo(owner.token, owner.caseId, { action: 'reject', changes: byType.json.changes });

    // 0.7 is stored as a 4-byte real and still counts as 70 %.
    const byConfidence = await bulk(owner.token, owner.caseId, { action: 'accept', selection: { by: 'confidence', minConfidence: 0.7 } });
    expect(byConfidence.json.changes.map((c: { id: string }) => c.id).sort()).toEqual([award!.id, grantHigh!.id, paper!.id].sort());
    expect((await statuses(ids))[grantLow!.id]).toBe('suggested');

    const byIds = await bulk(owner.token, owner.caseId, { action: 'reject', selection: { by: 'ids', ids: [grantLow!.id, award!.id] } });
    expect(byIds.json).toMatchObject({ message: 'Rejected 1 item.', skipped: 1, changes: [{ id: grantLow!.id, previousStatus: 'suggested' }] });
    expect((await statuses(ids))[award!.id]).toBe('accepted');

    const nothing = await bulk(owner.token, owner.caseId, { action: 'accept', selection: { by: 'type', type: 'membership' } });
    expect(nothing.status).toBe(200);
    expect(nothing.json).toMatchObject({ changes: [], message: 'Nothing to accept: no suggestion to review matches that choice.' });
  });

  it('works for the firm on its client’s case and refuses everyone else, changing nothing', async () => {
    const { attorney, client, caseId } = await createFirmCase(t, { clientName: 'Zofia Nowak' });
    const [item] = await addItems(client.token, caseId, [{ title: 'Prize', type: 'award' }]);
    const stranger = await newCase('Stranger');
    const selection = { by: 'ids', ids: [item!.id] };

    for (const token of [stranger.token]) {
      expect((await bulk(token, caseId, { action: 'accept', selection })).status).toBe(404);
      expect((await undo(token, caseId, { action: 'accept', changes: [{ id: item!.id, previousStatus: 'suggested' }] })).status).toBe(404);
    }
    expect((await bulk('', caseId, { action: 'accept', selection })).status).toBe(401);
    // Another case's ids through one's own case: refused whole.
    const foreign = await bulk(stranger.token, stranger.caseId, { action: 'accept', selection });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toBe('Some of these items are not part of this case.');
    const foreignUndo = await undo(stranger.token, stranger.caseId, { action: 'reject', changes: [{ id: item!.id, previousStatus: 'accepted' }] });
    expect(foreignUndo.status).toBe(400);
    expect(foreignUndo.json.message).toBe('Some of these items are not part of this case.');
    const foreignSection = await bulk(stranger.token, stranger.caseId, {
      action: 'accept',
      selection: { by: 'section', documentId: item!.id, section: 'Awards' },
    });
    expect(foreignSection.json.message).toBe('That document is not part of this case.');
    expect((await statuses([item!.id]))[item!.id]).toBe('suggested');

    const own = await bulk(attorney.token, caseId, { action: 'accept', selection });
    expect(own.status, own.text).toBe(200);
    expect((await statuses([item!.id]))[item!.id]).toBe('accepted');
  });

  it('refuses a mix of own and foreign ids whole: nothing changes', async () => {
    const owner = await newCase();
    const other = await newCase();
    const [mine] = await addItems(owner.token, owner.caseId, [{ title: 'Mine' }]);
    const [theirs] = await addItems(other.token, other.caseId, [{ title: 'Theirs' }]);
    const res = await bulk(owner.token, owner.caseId, { action: 'accept', selection: { by: 'ids', ids: [mine!.id, theirs!.id] } });
    expect(res.status).toBe(400);
    expect(await statuses([mine!.id, theirs!.id])).toEqual({ [mine!.id]: 'suggested', [theirs!.id]: 'suggested' });
    const mixedUndo = await undo(owner.token, owner.caseId, {
      action: 'accept',
      changes: [
        { id: mine!.id, previousStatus: 'rejected' },
        { id: theirs!.id, previousStatus: 'rejected' },
      ],
    });
    expect(mixedUndo.status).toBe(400);
    expect(await statuses([mine!.id, theirs!.id])).toEqual({ [mine!.id]: 'suggested', [theirs!.id]: 'suggested' });
  });

  it('answers bad input with 400 and a message a person understands', async () => {
    const owner = await newCase();
    const [item] = await addItems(owner.token, owner.caseId, [{ title: 'Paper' }]);
    const cases: [unknown, string | RegExp][] = [
      [{ action: 'accept', selection: { by: 'confidence', minConfidence: 2 } }, 'Confidence goes from 0 to 1.'],
      [{ action: 'accept', selection: { by: 'ids', ids: [] } }, 'Choose at least one item.'],
      [{ action: 'accept', selection: { by: 'ids', ids: ['not-an-id'] } }, 'Each id must be an evidence item id.'],
      [{ action: 'accept', selection: { by: 'section', documentId: item!.id, section: '  ' } }, 'Name the section.'],
      [{ action: 'accept', selection: { by: 'mood' } }, 'Choose what to review by: a section, a type, a confidence or ids.'],
      [{ action: 'approve', selection: { by: 'type', type: 'award' } }, /accept|reject/],
    ];
    for (const [body, message] of cases) {
      const res = await bulk(owner.token, owner.caseId, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toMatch(message);
    }
    const duplicate = await undo(owner.token, owner.caseId, {
      action: 'accept',
      changes: [
        { id: item!.id, previousStatus: 'suggested' },
        { id: item!.id, previousStatus: 'suggested' },
      ],
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.json.message).toBe('Each item may appear only once.');
    const empty = await undo(owner.token, owner.caseId, { action: 'accept', changes: [] });
    expect(empty.json.message).toBe('Nothing to undo.');
    const [row] = await t.database.db.select().from(evidenceItems).where(eq(evidenceItems.id, item!.id));
    expect(row!.status).toBe('suggested');
  });
});
