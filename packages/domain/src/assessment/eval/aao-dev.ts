import { z } from 'zod';
import { EVIDENCE_TYPES } from '../../evidence';
import { assessCase } from '../engine';
import { assessmentInputFromRecords, type EvidenceRecord } from '../input-from-records';
import type { Assessment, StepOneStatus } from '../schema';

/**
 * Agreement of the engine's step-one findings with the AAO's, on a development set of real decisions, each
 * criterion labelled met, not_met or unknown (a cases.json file kept outside the repository, in
 * `shared/fixtures/aao-dev/` beside it). Pure: the caller reads the file.
 * Each case goes through the same mapping the server uses for accepted evidence rows
 * (`assessmentInputFromRecords`), then `assessCase`. Labels `unknown` are skipped; an engine finding that is
 * not `met` (not met, or not determined on this record) counts as "not met", because the engine did not
 * find the criterion satisfied.
 */

const LABELS = ['met', 'not_met', 'unknown'] as const;
type Label = (typeof LABELS)[number];
const ZLabel = z.enum(LABELS);

/** A fixture item has the shape a user enters through the API (POST /api/cases/:id/evidence). */
const ZAaoEvidence = z.object({
  type: z.enum(EVIDENCE_TYPES),
  title: z.string().trim().min(1).max(500),
  description: z.string().trim().max(4000).default(''),
  date: z
    .string()
    .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/)
    .nullable()
    .default(null),
  details: z.record(z.string(), z.unknown()).default({}),
  status: z.literal('accepted'),
});

export const ZAaoCase = z.object({
  id: z.string().min(1),
  class: z.enum(['EB1A', 'NIW']),
  field: z.string(),
  petitionType: z.enum(['EB1A', 'NIW']),
  profile: z.object({
    fieldOfEndeavor: z.string().nullable().default(null),
    currentRole: z.string().nullable().default(null),
    highestDegree: z.string().nullable().default(null),
    proposedEndeavor: z.string().nullable().default(null),
  }),
  evidence: z.array(ZAaoEvidence),
  expected: z.object({
    criteria: z.record(z.string(), ZLabel).optional(),
    prongs: z.record(z.string(), ZLabel).optional(),
  }),
});
export type AaoCase = z.output<typeof ZAaoCase>;
export const ZAaoCases = z.array(ZAaoCase).min(1);

/** "Today" for every case, fixed so the evaluation never depends on the day it runs. */
const EVAL_AS_OF = '2026-01-01';

/** Label keys of the fixture and the engine finding each one is compared with. */
const EB1A_KEYS = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x'] as const;
const NIW_KEYS = ['eb2', 'prong1', 'prong2', 'prong3'] as const;
export const CRITERION_KEYS = [...EB1A_KEYS, ...NIW_KEYS] as const;
export type CriterionKey = (typeof CRITERION_KEYS)[number];

export const CRITERION_NAMES: Readonly<Record<CriterionKey, string>> = {
  i: '(i) awards',
  ii: '(ii) membership',
  iii: '(iii) published material',
  iv: '(iv) judging',
  v: '(v) original contributions',
  vi: '(vi) scholarly articles',
  vii: '(vii) exhibitions',
  viii: '(viii) leading/critical role',
  ix: '(ix) high salary',
  x: '(x) commercial success',
  eb2: 'EB-2 threshold',
  prong1: 'Dhanasar prong 1',
  prong2: 'Dhanasar prong 2',
  prong3: 'Dhanasar prong 3',
};

/** The engine's input for one fixture case, through the server's own mapping. */
export function aaoCaseInput(c: AaoCase) {
  const evidence: EvidenceRecord[] = c.evidence.map((e, i) => ({
    item: {
      id: `${c.id}#${i + 1}`,
      type: e.type,
      title: e.title,
      description: e.description,
      date: e.date,
      details: e.details,
      // What a newly entered item holds: scholarly verification has not run.
      verification: 'unverified',
      verificationDetails: null,
      documentId: null,
    },
    exhibit: null,
  }));
  return assessmentInputFromRecords({
    caseRecord: {
      petitionType: c.petitionType,
      fieldOfEndeavor: c.profile.fieldOfEndeavor,
      currentRole: c.profile.currentRole,
      employer: null,
      highestDegree: c.profile.highestDegree,
      yearsOfExperience: null,
      proposedEndeavor: c.profile.proposedEndeavor,
      intendedFilingDate: null,
    },
    beneficiaryName: null,
    evidence,
    metrics: null,
    asOf: EVAL_AS_OF,
  });
}

/** The engine's step-one status for one label key. */
export function stepOneOf(a: Assessment, key: CriterionKey): StepOneStatus | null {
  if (key === 'eb2') return a.niw?.threshold.stepOne?.status ?? null;
  const id = key.startsWith('prong') ? `niw-prong-${key.slice(5)}` : `eb1a-${key}`;
  const finding = [...(a.eb1a?.criteria ?? []), ...(a.niw?.prongs ?? [])].find((f) => f.id === id);
  return finding?.stepOne?.status ?? null;
}

export interface Comparison {
  caseId: string;
  class: 'EB1A' | 'NIW';
  key: CriterionKey;
  label: Exclude<Label, 'unknown'>;
  engine: StepOneStatus;
  agrees: boolean;
}

export function compareCase(c: AaoCase, assessment: Assessment = assessCase(aaoCaseInput(c))): Comparison[] {
  const labels = { ...(c.expected.criteria ?? {}), ...(c.expected.prongs ?? {}) };
  const out: Comparison[] = [];
  for (const key of CRITERION_KEYS) {
    const label = labels[key];
    if (label === undefined || label === 'unknown') continue;
    const engine = stepOneOf(assessment, key);
    if (engine === null) throw new Error(`Case ${c.id}: the engine gave no step-one finding for ${CRITERION_NAMES[key]}.`);
    out.push({ caseId: c.id, class: c.class, key, label, engine, agrees: (engine === 'met') === (label === 'met') });
  }
  return out;
}

export interface Tally {
  scored: number;
  agree: number;
  falseMet: number;
  falseNotMet: number;
  /** Agreement of a rule that calls everything "not met". */
  baselineAgree: number;
  notDetermined: number;
}

function tally(rows: readonly Comparison[]): Tally {
  return {
    scored: rows.length,
    agree: rows.filter((r) => r.agrees).length,
    falseMet: rows.filter((r) => r.engine === 'met' && r.label === 'not_met').length,
    falseNotMet: rows.filter((r) => r.engine !== 'met' && r.label === 'met').length,
    baselineAgree: rows.filter((r) => r.label === 'not_met').length,
    notDetermined: rows.filter((r) => r.engine === 'not_determined').length,
  };
}

export interface AaoEvaluation {
  cases: number;
  total: Tally;
  byClass: Record<'EB1A' | 'NIW', Tally>;
  byCriterion: Partial<Record<CriterionKey, Tally>>;
  disagreements: Comparison[];
}

export function evaluateAaoCases(cases: readonly AaoCase[]): AaoEvaluation {
  const rows = cases.flatMap((c) => compareCase(c));
  const byCriterion: Partial<Record<CriterionKey, Tally>> = {};
  for (const key of CRITERION_KEYS) {
    const forKey = rows.filter((r) => r.key === key);
    if (forKey.length) byCriterion[key] = tally(forKey);
  }
  return {
    cases: cases.length,
    total: tally(rows),
    byClass: { EB1A: tally(rows.filter((r) => r.class === 'EB1A')), NIW: tally(rows.filter((r) => r.class === 'NIW')) },
    byCriterion,
    disagreements: rows.filter((r) => !r.agrees),
  };
}

/** Agreement as a fraction (0 when nothing was scored). */
export const agreementOf = (t: Tally): number => (t.scored ? t.agree / t.scored : 0);

/** The floor the test pins: at least 85 % agreement, and false-met at most a third of the errors. */
export function meetsFloor(t: Tally): boolean {
  const errors = t.scored - t.agree;
  return agreementOf(t) >= 0.85 && t.falseMet * 3 <= errors;
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : '-');

/** The plain-text report `npm run eval:aao` prints. */
export function formatAaoReport(e: AaoEvaluation): string {
  const header = ['', 'scored', 'agree', 'agreement', 'false-met', 'false-not-met', 'not determined', '"all not met"'];
  const row = (name: string, t: Tally) => [
    name,
    String(t.scored),
    String(t.agree),
    pct(t.agree, t.scored),
    String(t.falseMet),
    String(t.falseNotMet),
    String(t.notDetermined),
    pct(t.baselineAgree, t.scored),
  ];
  const body = [
    ...CRITERION_KEYS.flatMap((k) => (e.byCriterion[k] ? [row(CRITERION_NAMES[k], e.byCriterion[k] as Tally)] : [])),
    row('EB-1A (all criteria)', e.byClass.EB1A),
    row('NIW (threshold + prongs)', e.byClass.NIW),
    row('TOTAL', e.total),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  const errors = e.total.scored - e.total.agree;
  return [
    `AAO development set: ${e.cases} cases, ${e.total.scored} scored labels (unknown skipped).`,
    '',
    line(header),
    ...body.map(line),
    '',
    `Errors: ${errors} (false-met ${e.total.falseMet}, false-not-met ${e.total.falseNotMet}). Floor: agreement >= 85% and false-met <= errors / 3: ${meetsFloor(e.total) ? 'met' : 'NOT met'}.`,
    '',
    'Disagreements:',
    ...e.disagreements.map((d) => `  ${d.caseId}  ${CRITERION_NAMES[d.key]}: AAO ${d.label}, engine ${d.engine}`),
  ].join('\n');
}
