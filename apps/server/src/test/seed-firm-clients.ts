import type { Assessment } from '@acclaim/domain';
import type { Letter } from '@acclaim/domain/letter';
import type { Db } from '../db/client';
import {
  assessments,
  caseMetrics,
  cases,
  documents,
  evidenceItems,
  filingPackages,
  firmInvitations,
  firmMembers,
  firms,
  formWorksheets,
  letters,
  letterSectionApprovals,
  users,
  type UserRow,
} from '../db/schema/index';
import { standingLevelsOf } from '../services/assessments/find-assessments';
import { sectionContentHash } from '../services/letters/section-provenance';

/**
 * A firm with `clients` client cases written straight into the database, varied by position so that every input of
 * the Clients list shows up somewhere: joined and waiting clients (with a pending invitation), an attorney of record,
 * filing dates, uploaded and labelled documents, accepted and verified evidence, completed assessments, the given
 * letter as a draft (an older one under a newer draft, and one still being written), valid and stale section
 * approvals, a confirmed I-140 part and an assembled package. For the bench and the Clients list's tests.
 */
export async function seedFirmClients(
  db: Db,
  options: { clients: number; letter: Letter; assessment: Assessment; ownerPlan?: UserRow['planId']; tag?: string },
): Promise<{ owner: UserRow; firmId: string; caseIds: string[] }> {
  const tag = options.tag ?? crypto.randomUUID().slice(0, 8);
  const [owner] = await db
    .insert(users)
    .values({ email: `owner-${tag}@firm.example`, name: 'Dana Reyes', planId: options.ownerPlan ?? 'ATTORNEY' })
    .returning();
  const [firm] = await db.insert(firms).values({ name: 'Reyes Immigration Law', ownerId: owner!.id }).returning();
  await db.insert(firmMembers).values({ firmId: firm!.id, userId: owner!.id, role: 'OWNER' });
  const people = await db
    .insert(users)
    .values(Array.from({ length: options.clients }, (_, i) => ({ email: `client-${tag}-${i}@example.com`, name: `Client ${String(i).padStart(3, '0')}` })))
    .returning();
  const rows = await db
    .insert(cases)
    .values(
      people.map((person, i) => ({
        ownerId: person.id,
        firmId: firm!.id,
        title: `Typed name ${i}`,
        petitionType: i % 3 === 0 ? ('UNDECIDED' as const) : i % 2 ? ('NIW' as const) : ('EB1A' as const),
        attorneyOfRecordId: i % 4 === 0 ? owner!.id : null,
        intendedFilingDate: i % 5 === 0 ? null : `20${30 + (i % 7)}-0${1 + (i % 9)}-1${i % 10}`,
        fieldOfEndeavor: i % 2 ? 'Computational biology' : null,
        employer: i % 6 === 1 ? 'Halcyon Genomics Institute' : null,
      })),
    )
    .returning();
  const hour = 3_600_000;
  const now = Date.now();
  // Every other client accepted the invitation; the rest wait, some with a link still valid, some expired.
  await db.insert(firmInvitations).values(
    rows.map((row, i) => ({
      firmId: firm!.id,
      kind: 'client' as const,
      email: `client-${tag}-${i}@example.com`,
      caseId: row.id,
      tokenHash: `seed-${tag}-${i}`,
      invitedBy: owner!.id,
      expiresAt: new Date(now + (i % 6 === 5 ? -hour : 7 * 24 * hour)),
      acceptedAt: i % 2 === 0 ? new Date(now - hour) : null,
    })),
  );
  const documentRows = await db
    .insert(documents)
    .values(
      rows.flatMap((row, i) =>
        Array.from({ length: i % 8 }, (_, d) => ({
          caseId: row.id,
          name: `doc-${d}.pdf`,
          originalName: `Document ${d}.pdf`,
          category: 'award' as const,
          exhibitLabel: d < 3 ? `A-${d + 1}` : null,
          mimeType: 'application/pdf',
          sizeBytes: 1000,
          sha256: `${tag}-${i}-${d}`,
          storageKey: `seed/${tag}/${i}/${d}`,
          status: 'extracted' as const,
          updatedAt: new Date(now - (i + d) * hour),
        })),
      ),
    )
    .returning({ id: documents.id, caseId: documents.caseId, exhibitLabel: documents.exhibitLabel });
  await db.insert(evidenceItems).values(
    rows.flatMap((row) => {
      const labelled = documentRows.filter((d) => d.caseId === row.id && d.exhibitLabel);
      return Array.from({ length: 6 }, (_, k) => ({
        caseId: row.id,
        documentId: labelled[k % Math.max(labelled.length, 1)]?.id ?? null,
        type: k === 5 ? ('employment' as const) : k === 4 ? ('publication' as const) : ('award' as const),
        title: k === 5 ? 'Senior Scientist, Halcyon Genomics Institute' : `Award ${k}`,
        description: 'An item.',
        details: k === 5 ? { organization: 'Halcyon Genomics Institute', role: 'Senior Scientist' } : k === 4 ? { citationCount: 120 } : {},
        status: 'accepted' as const,
        verification: k === 4 ? ('verified' as const) : ('unverified' as const),
        verificationDetails: k === 4 ? ({ citationCount: 120 } as never) : null,
      }));
    }),
  );
  await db
    .insert(caseMetrics)
    .values(rows.filter((_, i) => i % 3 === 1).map((row) => ({ caseId: row.id, metrics: { hIndex: 12, publicationsVerified: 4 } as never })));
  const completed = rows.filter((_, i) => i % 3 !== 2);
  await db.insert(assessments).values(
    completed.flatMap((row, i) => [
      {
        caseId: row.id,
        requestedBy: owner!.id,
        status: 'completed' as const,
        result: options.assessment,
        standing: standingLevelsOf(options.assessment),
        eligibilityProgress: 40 + (i % 5) * 10,
        createdAt: new Date(now - 5 * hour),
        completedAt: new Date(now - 5 * hour),
      },
      ...(i % 2 ? [{ caseId: row.id, requestedBy: owner!.id, status: 'failed' as const, createdAt: new Date(now - hour) }] : []),
    ]),
  );
  // Letters: none on every fourth case; a draft elsewhere, under a newer one still being written on some.
  const withLetter = rows.filter((_, i) => i % 4 !== 3);
  const drafts = await db
    .insert(letters)
    .values(
      withLetter.map((row, i) => ({
        caseId: row.id,
        requestedBy: owner!.id,
        petitionType: 'EB1A' as const,
        status: 'completed' as const,
        document: options.letter,
        version: 1 + (i % 3),
        createdAt: new Date(now - 3 * hour),
        updatedAt: new Date(now - (i % 4) * hour),
      })),
    )
    .returning({ id: letters.id, caseId: letters.caseId });
  await db
    .insert(letters)
    .values(
      withLetter
        .filter((_, i) => i % 5 === 2)
        .map((row) => ({ caseId: row.id, requestedBy: owner!.id, petitionType: 'EB1A' as const, status: 'running' as const, createdAt: new Date(now - hour) })),
    );
  // Approvals: all sections on some drafts, a few on others, one given on text that changed since.
  const sections = options.letter.sections;
  await db.insert(letterSectionApprovals).values(
    drafts.flatMap((draft, i) => {
      const count = i % 3 === 0 ? sections.length : i % 3 === 1 ? 2 : 0;
      return sections.slice(0, count).map((section, s) => ({
        letterId: draft.id,
        sectionId: section.id,
        contentHash: i % 6 === 1 && s === 0 ? 'changed-since' : sectionContentHash(section),
        letterVersion: 1,
        approverName: 'Dana Reyes',
        draftedBy: 'composer',
      }));
    }),
  );
  await db
    .insert(formWorksheets)
    .values(
      rows.filter((_, i) => i % 4 === 1).map((row) => ({ caseId: row.id, confirmedPartIds: ['petitioner', 'petition-type', 'beneficiary'], answers: {} })),
    );
  await db
    .insert(filingPackages)
    .values(rows.filter((_, i) => i % 12 === 0).map((row) => ({ caseId: row.id, requestedBy: owner!.id, status: 'completed' as const })));
  return { owner: owner!, firmId: firm!.id, caseIds: rows.map((row) => row.id) };
}
