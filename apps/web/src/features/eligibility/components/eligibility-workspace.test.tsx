import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProvider } from '@/lib/app-context';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { EligibilityWorkspace } from './eligibility-workspace';

const LIST = 'GET /api/cases/case-1/assessments';
const ACCEPTED = 'GET /api/cases/case-1/evidence?status=accepted';
const START = 'POST /api/cases/case-1/assessments';
const PROCESSING = 'GET /api/cases/case-1/processing?type=eligibility';

/** The server's words when it refuses a counted assessment of an empty record (start-assessment.ts). */
const EMPTY_RECORD_MESSAGE =
  'Accept at least one evidence item first. Your plan includes 1 assessment, and on a case with no accepted evidence it could only say that there is no evidence yet.';

afterEach(() => void vi.unstubAllGlobals());

/** Only the count of accepted items matters to this screen. */
const acceptedItems = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `ev-${index}`, status: 'accepted' }));

function stub({ allowed, accepted, more = {} }: { allowed: number | null; accepted: number; more?: Parameters<typeof stubApi>[0] }) {
  return stubApi({
    [LIST]: { body: { success: true, assessments: [], allowance: { used: 0, allowed } } },
    [ACCEPTED]: { body: { success: true, evidence: acceptedItems(accepted) } },
    [PROCESSING]: { body: { success: true, processing: [] } },
    ...more,
  });
}

function renderWorkspace() {
  return renderAt(
    <AppProvider>
      <EligibilityWorkspace caseId="case-1" processing={[]} />
    </AppProvider>,
  );
}

describe('EligibilityWorkspace on an empty record', () => {
  it('on a counted plan, says why instead of offering the run, and leads to the evidence', async () => {
    const api = stub({ allowed: 1, accepted: 0 });
    renderWorkspace();

    expect(await screen.findByText(EMPTY_RECORD_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Review your evidence/ })).toHaveAttribute('href', '/documents?tab=evidence');
    expect(screen.queryByRole('button', { name: /Run assessment/ })).not.toBeInTheDocument();
    expect(api.countOf(START)).toBe(0);
  });

  it('offers the run once evidence is accepted', async () => {
    stub({ allowed: 1, accepted: 2 });
    renderWorkspace();
    expect(await screen.findByRole('button', { name: 'Run assessment' })).toBeEnabled();
    expect(screen.queryByText(EMPTY_RECORD_MESSAGE)).not.toBeInTheDocument();
  });

  it('on an unlimited plan, still offers the run and warns that it would find nothing', async () => {
    stub({ allowed: null, accepted: 0 });
    renderWorkspace();
    expect(await screen.findByRole('button', { name: 'Run assessment' })).toBeEnabled();
    expect(screen.getByText(/You have no accepted evidence yet/)).toBeInTheDocument();
  });

  it('shows the server’s refusal when the record emptied since the screen loaded', async () => {
    const api = stub({ allowed: 1, accepted: 1, more: { [START]: { status: 409, body: errorBody(EMPTY_RECORD_MESSAGE, 'CONFLICT') } } });
    renderWorkspace();
    await userEvent.click(await screen.findByRole('button', { name: 'Run assessment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMPTY_RECORD_MESSAGE);
    expect(api.countOf(START)).toBe(1);
  });
});
