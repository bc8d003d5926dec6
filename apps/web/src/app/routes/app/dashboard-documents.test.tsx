import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { TDocumentAllowance } from '@acclaim/contracts';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { buildUser } from '@/features/firm/test-builders';
import { storage } from '@/lib/storage';
import { renderAt, SilentEventSource, stubApi } from '@/test/test-api';
import { Component as Dashboard } from './dashboard';

// The dashboard listens for processing events; the test has no server to stream them.
beforeEach(() => vi.stubGlobal('EventSource', SilentEventSource));
afterEach(() => vi.unstubAllGlobals());

const USER = buildUser({ activeCaseId: 'case-1', onboardingCompleted: true });
const PROGRESS = { eligibility: 0, documents: 40, forms: 0, petition: 0, overall: 10 };

function renderDashboard(documentAllowance: TDocumentAllowance) {
  storage.setToken('session-token');
  storage.setUser(USER);
  stubApi({
    'GET /api/auth/me': { body: { success: true, user: USER } },
    'GET /api/cases/active': { body: { success: true, case: { id: 'case-1', title: 'My petition', petitionType: 'EB1A' } } },
    'GET /api/cases/case-1/progress': { body: { success: true, progress: PROGRESS, documentCount: 4, documentAllowance } },
    'GET /api/cases/case-1/documents': { body: { success: true, documents: [] } },
    'GET /api/cases/case-1/evidence?status=suggested': { body: { success: true, evidence: [] } },
  });
  renderAt(
    <AuthProvider>
      <Dashboard />
    </AuthProvider>,
  );
}

describe('the dashboard’s document count follows the plan', () => {
  it('on the Free Trial (5 uploads) counts against 5, never "4 of 10"', async () => {
    renderDashboard({ used: 4, allowed: 5 });
    expect(await screen.findByText(/Your plan allows 5 document uploads and 4 are used/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /1 of 5 uploads left on your plan/ })).toHaveAttribute('href', '/documents');
    expect(screen.queryByText(/of 10/)).not.toBeInTheDocument();
    expect(screen.queryByText(/count toward 10/)).not.toBeInTheDocument();
  });

  it('once the Free Trial’s uploads are used, points to the plans instead of asking for more', async () => {
    renderDashboard({ used: 5, allowed: 5 });
    expect(await screen.findByRole('link', { name: /You have used all 5 uploads your plan allows/ })).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('link', { name: /Add .*award letters/ })).not.toBeInTheDocument();
  });

  it('on a plan with unlimited uploads, counts toward the 10 that fill documents progress', async () => {
    renderDashboard({ used: 4, allowed: null });
    expect(await screen.findByText(/Documents count toward 10/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /\(4 of 10 documents\)/ })).toBeInTheDocument();
  });
});
