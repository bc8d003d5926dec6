/// <reference types="node" />
/**
 * The floor on the AAO development set (docs/decisions/023): at least 85 % agreement with the AAO's step-one
 * findings, and false-met (the engine finds met what the AAO did not) at most a third of the errors, because
 * overclaiming is the worse mistake. The same evaluation prints its table with `npm run eval:aao`.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assessCase } from '../engine';
import { aaoCaseInput, agreementOf, compareCase, evaluateAaoCases, meetsFloor, ZAaoCases, type AaoCase } from './aao-dev';

const CASES_FILE = process.env.AAO_DEV_CASES ?? fileURLToPath(new URL('../../../../../../shared/fixtures/aao-dev/cases.json', import.meta.url));
const present = fs.existsSync(CASES_FILE);
const load = (): AaoCase[] => ZAaoCases.parse(JSON.parse(fs.readFileSync(CASES_FILE, 'utf8')));

describe.skipIf(!present)(
  `AAO development set${present ? '' : ` (skipped: ${CASES_FILE} not found; it lives in ../shared/fixtures/aao-dev/ beside the repository)`}`,
  () => {
    const cases = present ? load() : [];
    const evaluation = present ? evaluateAaoCases(cases) : null;

    it('agrees with at least 85 % of the AAO findings, with false-met at most a third of the errors', () => {
      const t = evaluation!.total;
      const errors = t.scored - t.agree;
      expect(t.scored).toBeGreaterThanOrEqual(100);
      expect(agreementOf(t), `agreement ${t.agree}/${t.scored}`).toBeGreaterThanOrEqual(0.85);
      expect(t.falseMet * 3, `false-met ${t.falseMet} of ${errors} errors`).toBeLessThanOrEqual(errors);
      expect(meetsFloor(t)).toBe(true);
    });

    it('holds the floor in each class, so one class cannot hide the other', () => {
      for (const [name, t] of Object.entries(evaluation!.byClass)) expect(agreementOf(t), name).toBeGreaterThanOrEqual(0.8);
    });

    it('enters each case through the server mapping and gets a step-one finding for every label', () => {
      for (const c of cases) {
        const input = aaoCaseInput(c);
        expect(input.evidence).toHaveLength(c.evidence.length);
        expect(input.evidence.every((e) => e.verification === 'unverified' && e.documentId === null)).toBe(true);
        expect(() => compareCase(c, assessCase(input))).not.toThrow();
      }
    });
  },
);

describe('the evaluation itself', () => {
  const labelled = ZAaoCases.parse([
    {
      id: 'T-1',
      class: 'EB1A',
      field: 'sciences',
      source: 'test',
      petitionType: 'EB1A',
      profile: { fieldOfEndeavor: 'Computational biology', currentRole: 'Researcher', highestDegree: null },
      evidence: [
        { type: 'judging', title: 'Peer review', description: 'Reviewed 12 manuscripts for Bioinformatics.', details: {}, status: 'accepted' },
        { type: 'membership', title: 'Member, Society of Biology', description: 'Annual dues.', details: {}, status: 'accepted' },
      ],
      expected: { criteria: { iv: 'met', ii: 'met', vi: 'unknown' } },
    },
  ]);

  it('counts agreement, false-met and false-not-met, and skips unknown labels', () => {
    const e = evaluateAaoCases(labelled);
    expect(e.total).toMatchObject({ scored: 2, agree: 1, falseMet: 0, falseNotMet: 1, baselineAgree: 0 });
    expect(e.byCriterion.iv).toMatchObject({ scored: 1, agree: 1 });
    expect(e.disagreements).toEqual([expect.objectContaining({ caseId: 'T-1', key: 'ii', label: 'met', engine: 'not_met' })]);
    expect(meetsFloor(e.total)).toBe(false);
  });

  it('refuses a file of the wrong shape with a readable error', () => {
    expect(ZAaoCases.safeParse([{ id: 'x' }]).success).toBe(false);
  });
});
