import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAssessmentSummary } from '@acclaim/contracts';
import { assessCase, DEMO_PROFILE } from '@acclaim/domain/assessment';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AppProvider } from '@/lib/app-context';
import { renderAt, stubApi } from '@/test/test-api';
import { EligibilityWorkspace } from './eligibility-workspace';

afterEach(() => void vi.unstubAllGlobals());

/** Sonner marks a dismissed toast as removed and takes it out of the page after its exit animation. */
const isToastShown = (text: string) => {
  const toast = screen.queryByText(text)?.closest('[data-sonner-toast]');
  return Boolean(toast) && toast!.getAttribute('data-removed') !== 'true';
};

const LIST = 'GET /api/cases/case-1/assessments';
const RESULT = assessCase({ ...DEMO_PROFILE, profile: { ...DEMO_PROFILE.profile, petitionType: 'UNDECIDED' } });
const summary = (overrides: Partial<TAssessmentSummary>): TAssessmentSummary => ({
  id: 'as-2',
  caseId: 'case-1',
  status: 'completed',
  level: 'likely',
  headline: 'File EB-1A first.',
  eligibilityProgress: 68,
  error: null,
  createdAt: '2026-05-02T10:00:00.000Z',
  completedAt: '2026-05-02T10:01:00.000Z',
  ...overrides,
});
const older = summary({ id: 'as-1', eligibilityProgress: 40, createdAt: '2026-05-01T10:00:00.000Z', completedAt: '2026-05-01T10:01:00.000Z' });

function renderWorkspace(assessments: TAssessmentSummary[], more: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [LIST]: { body: { success: true, assessments, allowance: { used: assessments.length, allowed: null } } },
    'GET /api/cases/case-1/evidence?status=accepted': { body: { success: true, evidence: [{ id: 'ev-1', status: 'accepted' }] } },
    'GET /api/cases/case-1/processing?type=eligibility': { body: { success: true, processing: [] } },
    'GET /api/assessments/as-2': { body: { success: true, assessment: { ...summary({}), result: RESULT, evidence: [] } } },
    ...more,
  });
  renderAt(
    <AppProvider>
      <TooltipProvider>
        <EligibilityWorkspace caseId="case-1" processing={[]} />
      </TooltipProvider>
    </AppProvider>,
  );
  return api;
}

describe('/eligibility shows levels reached, not a score', () => {
  it('states criteria, final merits, threshold and prongs, and no figure out of 100 for the runs', async () => {
    renderWorkspace([summary({}), older]);
    const merits = RESULT.eb1a!.finalMerits.level === 'likely' ? 'solid' : RESULT.eb1a!.finalMerits.level;
    expect(await screen.findByText(`criteria likely met (3 required), final merits ${merits}`, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByText(`${RESULT.eb1a!.criteriaLikelyMet} of 10`).length).toBeGreaterThan(0);
    expect(screen.getByText(/^Dhanasar prongs likely met \(all 3 required\), EB-2 threshold (met|not met yet)$/)).toBeInTheDocument();
    // Neither run's eligibility progress (68 and 40) is written as a figure, in the glance or the history.
    expect(document.body.textContent).not.toMatch(/\b(68|40)\/100|Eligibility progress \d/);
    // The trend keeps its shape but says which way it moved, in words.
    expect(screen.getAllByRole('img', { name: 'Eligibility progress across 2 assessments, oldest first: moved up since the last run' }).length).toBeGreaterThan(
      0,
    );
    expect(screen.queryByText(/\+28/)).not.toBeInTheDocument();
  }, 20_000);

  it('takes the "Assessment started" toast down when the run ends', async () => {
    renderWorkspace([summary({}), older], {
      'POST /api/cases/case-1/assessments': {
        status: 202,
        body: {
          success: true,
          assessment: summary({ id: 'as-3', status: 'queued', level: null, headline: null, eligibilityProgress: null, completedAt: null }),
        },
      },
      'GET /api/assessments/as-3': { body: { success: true, assessment: { ...summary({ id: 'as-3' }), result: RESULT, evidence: [] } } },
    });
    // Once the run is started, the list answers only when the test says the run is done, and then with it completed.
    let finishRun!: () => void;
    const finished = new Promise<void>((resolve) => (finishRun = resolve));
    let hasStarted = false;
    const stubbed = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${String(input)}`;
      if (key === 'POST /api/cases/case-1/assessments') hasStarted = true;
      else if (key === LIST && hasStarted) {
        await finished;
        const assessments = [summary({ id: 'as-3' }), summary({}), older];
        return new Response(JSON.stringify({ success: true, assessments, allowance: { used: 3, allowed: null } }), {
          headers: { 'content-type': 'application/json' },
        });
      }
      return stubbed(input, init);
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Run assessment again' }, { timeout: 10_000 }));
    expect(await screen.findByText('Assessment started')).toBeInTheDocument();
    expect(isToastShown('Assessment started')).toBe(true);
    finishRun();
    // Dismissed with the run, well before the toast's own 4 seconds would have run out.
    await waitFor(() => expect(isToastShown('Assessment started')).toBe(false), { timeout: 1500 });
    expect(screen.getByRole('button', { name: 'Run assessment again' })).toBeEnabled();
  }, 20_000);
});
