import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TAssessmentSummary } from '@acclaim/contracts';
import { AppProvider } from '@/lib/app-context';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { EligibilityWorkspace } from './eligibility-workspace';

const LIST = 'GET /api/cases/case-1/assessments';
const START = 'POST /api/cases/case-1/assessments';

afterEach(() => void vi.unstubAllGlobals());

const completed: TAssessmentSummary = {
  id: 'as-1',
  caseId: 'case-1',
  status: 'completed',
  level: null,
  headline: null,
  eligibilityProgress: 40,
  error: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  completedAt: '2026-05-01T10:01:00.000Z',
};

/** A case assessed once, with `allowance` as the server counts it; the result itself is not this test's concern. */
function renderAssessedCase(allowance: { used: number; allowed: number | null }) {
  const api = stubApi({
    [LIST]: { body: { success: true, assessments: [completed], allowance } },
    'GET /api/cases/case-1/evidence?status=accepted': { body: { success: true, evidence: [{ id: 'ev-1', status: 'accepted' }] } },
    'GET /api/cases/case-1/processing?type=eligibility': { body: { success: true, processing: [] } },
    'GET /api/assessments/as-1': { status: 500, body: errorBody('Not needed here.', 'INTERNAL') },
  });
  renderAt(
    <AppProvider>
      <EligibilityWorkspace caseId="case-1" processing={[]} />
    </AppProvider>,
  );
  return api;
}

describe('running the assessment again', () => {
  it('on the Free Trial with its one assessment used, says why instead of offering a run with "0 left", and leads to the plans', async () => {
    const api = renderAssessedCase({ used: 1, allowed: 1 });
    expect(await screen.findByText(/Your plan includes 1 assessment, and it has been used\./)).toBeInTheDocument();
    expect(screen.getByText(/upgrade to Analysis or Complete: both include unlimited assessments/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See plans/ })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: /Run assessment/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/0 left/)).not.toBeInTheDocument();
    expect(api.countOf(START)).toBe(0);
  });

  it('offers the run again while the plan has assessments left', async () => {
    renderAssessedCase({ used: 1, allowed: 3 });
    expect(await screen.findByRole('button', { name: 'Run assessment again' })).toBeEnabled();
    expect(screen.getByText(/1 used, 2 left/)).toBeInTheDocument();
  });

  it('offers the run again on a plan with unlimited assessments', async () => {
    renderAssessedCase({ used: 7, allowed: null });
    expect(await screen.findByRole('button', { name: 'Run assessment again' })).toBeEnabled();
    expect(screen.queryByText(/has been used/)).not.toBeInTheDocument();
  });
});
