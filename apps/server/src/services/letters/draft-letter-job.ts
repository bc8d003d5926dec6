import { eq } from 'drizzle-orm';
import { assessCase } from '@acclaim/domain/assessment';
import { ZAssessment, type AssessmentEvidence, type AssessmentInput } from '@acclaim/domain';
import { composeLetter, ZLetter, type Letter, type Section } from '@acclaim/domain/letter';
import { cases, letters, letterVersions, type LetterRow } from '../../db/schema/index';
import { draftLetterJob, workJob, type DraftLetterJob } from '../../jobs/definitions/index';
import type { AppDeps } from '../../lib/context';
import { buildAssessmentInput } from '../assessments/build-assessment-input';
import { recordNotification, sendNotificationsSoon } from '../notifications/email-notifications';
import { startProcessing, stopProcessing, updateProcessing } from '../processing/processing-state';
import type { LetterGenerator } from './generators/letter-generator';
import { createLetterGenerator } from './generators/llm-drafter';
import { evidenceByExhibit } from './generators/section-markup';
import { letterWordCount } from './letter-words';

/** case_processing.type of letter jobs: the row the dashboard reads to show the work running on the case. */
export const LETTER_PROCESSING_TYPE = 'letter';

/** The composer's letter for the case as it is now: the brief every generator works from. */
function composeBrief(input: AssessmentInput, petitionType: 'EB1A' | 'NIW'): Letter {
  // The engine runs here on the current evidence (milliseconds, no plan allowance used), for the asked type.
  const typed = { ...input, profile: { ...input.profile, petitionType } };
  return composeLetter(typed, ZAssessment.parse(assessCase(typed)), { petitionType });
}

function sectionEvidence(input: AssessmentInput, section: Section): AssessmentEvidence[] {
  const ids = new Set([...evidenceByExhibit(section).values()].flat());
  return input.evidence.filter((e) => ids.has(e.id));
}

async function draftSections(
  generator: LetterGenerator,
  input: AssessmentInput,
  brief: Letter,
  onSection: (index: number, section: Section) => Promise<void>,
  log: (sectionId: string, reason: string) => void,
): Promise<Section[]> {
  const out: Section[] = [];
  for (const [i, section] of brief.sections.entries()) {
    await onSection(i, section);
    const draft = await generator.draftSection({
      brief: section,
      evidence: sectionEvidence(input, section),
      applicantName: input.profile.fullName ?? 'the Beneficiary',
      petitionType: brief.petitionType,
    });
    if (draft.keptBrief) log(section.id, draft.keptBrief);
    out.push(draft.section);
  }
  return out;
}

async function saveVersion(
  deps: AppDeps,
  row: LetterRow,
  document: Letter,
  version: { source: 'generated' | 'regenerated'; note: string; generator: LetterGenerator },
) {
  const number = row.version + 1;
  const wordCount = letterWordCount(document);
  await deps.database.db.transaction(async (tx) => {
    await tx.insert(letterVersions).values({
      letterId: row.id,
      number,
      source: version.source,
      note: version.note,
      generator: version.generator.generator,
      document,
      wordCount,
      createdBy: row.requestedBy,
    });
    await tx
      .update(letters)
      .set({
        status: 'completed',
        document,
        version: number,
        wordCount,
        generator: version.generator.generator,
        model: version.generator.model,
        regeneratingSectionId: null,
        error: null,
        updatedAt: new Date(),
      })
      .where(eq(letters.id, row.id));
    // The first draft finished: whoever asked for it is told, once per letter however often the job is retried.
    if (version.source === 'generated') {
      await recordNotification(tx, { key: `letter-ready:${row.id}`, kind: 'letter_ready', userId: row.requestedBy, caseId: row.caseId, subjectId: row.id });
    }
  });
  if (version.source === 'generated') sendNotificationsSoon(deps);
}

/**
 * Writes a letter (or one section of it) from the case as it is now. Progress goes to the case's processing
 * state of type 'letter', one step per section, so the screen shows which section is being written.
 */
export async function runLetterJob(deps: AppDeps, job: DraftLetterJob, attempt: { isLast: boolean }) {
  const { db } = deps.database;
  const [row] = await db.select().from(letters).where(eq(letters.id, job.letterId));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  const [caseRow] = await db.select().from(cases).where(eq(cases.id, row.caseId));
  if (!caseRow) return;

  const generator = createLetterGenerator(deps.env);
  const key = { caseId: row.caseId, type: LETTER_PROCESSING_TYPE };
  const log = (sectionId: string, reason: string) => deps.logger.info({ letterId: row.id, sectionId, reason }, 'kept the composer wording for a section');
  await db.update(letters).set({ status: 'running', updatedAt: new Date() }).where(eq(letters.id, row.id));

  try {
    const input = await buildAssessmentInput(db, caseRow);
    const brief = composeBrief(input, row.petitionType);

    if (job.sectionId) {
      const current = row.document ? ZLetter.parse(row.document) : null;
      const section = brief.sections.find((s) => s.id === job.sectionId);
      const heading = current?.sections.find((s) => s.id === job.sectionId)?.heading ?? section?.heading ?? 'the section';
      await startProcessing(db, {
        caseId: row.caseId,
        type: LETTER_PROCESSING_TYPE,
        category: 'petition',
        estimatedSeconds: 2 + generator.secondsPerSection,
        details: { letterId: row.id, sectionId: job.sectionId },
      });
      if (!current || !section) {
        const message = `The case no longer has the evidence “${heading}” rested on, so it was not written again. Edit the section instead.`;
        await db.update(letters).set({ status: 'completed', regeneratingSectionId: null, error: message, updatedAt: new Date() }).where(eq(letters.id, row.id));
        await stopProcessing(db, key, message);
        return;
      }
      await updateProcessing(db, key, { progress: 30, currentStep: `Writing “${section.heading}” again` });
      const [drafted] = await draftSections(generator, input, { ...brief, sections: [section] }, async () => {}, log);
      const document = ZLetter.parse({ ...current, sections: current.sections.map((s) => (s.id === section.id ? drafted! : s)) });
      await saveVersion(deps, row, document, { source: 'regenerated', note: `Wrote “${section.heading}” again`, generator });
      await stopProcessing(db, key, `Done: “${section.heading}” written again`);
      return;
    }

    const total = brief.sections.length;
    await startProcessing(db, {
      caseId: row.caseId,
      type: LETTER_PROCESSING_TYPE,
      category: 'petition',
      estimatedSeconds: Math.ceil(3 + total * generator.secondsPerSection),
      details: { letterId: row.id, sections: total },
    });
    await updateProcessing(db, key, { progress: 5, currentStep: `Reading ${input.evidence.length} accepted evidence items` });
    const sections = await draftSections(
      generator,
      input,
      brief,
      (i, section) =>
        updateProcessing(db, key, { progress: 10 + Math.round((i / total) * 85), currentStep: `Writing “${section.heading}” (${i + 1} of ${total})` }),
      log,
    );
    const document = ZLetter.parse({ ...brief, sections });
    const note = generator.model ? `First draft, written by ${generator.model} from the evidence-based draft` : 'First draft, written from the evidence';
    await saveVersion(deps, row, document, { source: 'generated', note, generator });
    await stopProcessing(db, key, `Done: ${total} sections written`);
  } catch (error) {
    deps.logger.warn({ err: error, letterId: row.id, isFinal: attempt.isLast }, 'letter job failed');
    if (!attempt.isLast) throw error;
    await failLetterJob(deps, row, job);
  }
}

/** The last attempt is over: a first draft failed (not counted), a regeneration leaves the letter as it was. */
async function failLetterJob(deps: AppDeps, row: LetterRow, job: DraftLetterJob) {
  const isRegeneration = Boolean(job.sectionId) && row.version > 0;
  const message = isRegeneration
    ? 'The section could not be written again; the letter is as it was. Please try again in a few minutes.'
    : 'The letter could not be written, and it does not count toward your plan. Please try again in a few minutes.';
  await deps.database.db
    .update(letters)
    .set(
      isRegeneration
        ? { status: 'completed', regeneratingSectionId: null, error: message, updatedAt: new Date() }
        : { status: 'failed', error: message, updatedAt: new Date() },
    )
    .where(eq(letters.id, row.id));
  await stopProcessing(deps.database.db, { caseId: row.caseId, type: LETTER_PROCESSING_TYPE }, message);
}

/** The server stopped during the last attempt: the letter must not read "being written" until the stale sweep. */
async function closeLostLetterJob(deps: AppDeps, job: DraftLetterJob) {
  const [row] = await deps.database.db.select().from(letters).where(eq(letters.id, job.letterId));
  if (row && (row.status === 'queued' || row.status === 'running')) await failLetterJob(deps, row, job);
}

export async function registerLetterWorker(deps: AppDeps) {
  await workJob(
    deps.jobs,
    draftLetterJob,
    async (job) => {
      await runLetterJob(deps, job.data, { isLast: job.retryCount >= job.retryLimit });
    },
    { onLost: (data) => closeLostLetterJob(deps, data) },
  );
}
