import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { buildUser } from '@/features/firm/test-builders';
import { storage } from '@/lib/storage';
import { renderAt, SilentEventSource, stubApi } from '@/test/test-api';
import { Component as Dashboard } from './dashboard';

// The dashboard listens for processing events; the test has no server to stream them.
beforeEach(() => vi.stubGlobal('EventSource', SilentEventSource));
afterEach(() => vi.unstubAllGlobals());

const USER = buildUser({ activeCaseId: 'case-1', onboardingCompleted: true });
const document = (overrides: { id: string; name: string; exhibitLabel: string; evidenceCount: number }) => ({
  caseId: 'case-1',
  originalName: overrides.name,
  category: 'award',
  translationOfId: null,
  mimeType: 'application/pdf',
  sizeBytes: 1000,
  status: 'extracted',
  failureReason: null,
  pageCount: 1,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
  ...overrides,
});

function renderDashboard(eligibilityStanding: unknown) {
  storage.setToken('session-token');
  storage.setUser(USER);
  stubApi({
    'GET /api/auth/me': { body: { success: true, user: USER } },
    'GET /api/cases/active': { body: { success: true, case: { id: 'case-1', title: 'My petition', petitionType: 'UNDECIDED' } } },
    'GET /api/cases/case-1/progress': {
      body: {
        success: true,
        progress: { eligibility: 68, documents: 20, forms: 0, petition: 95, overall: 46 },
        documentCount: 2,
        documentAllowance: { used: 2, allowed: null },
        eligibilityStanding,
      },
    },
    'GET /api/cases/case-1/documents': {
      body: {
        success: true,
        documents: [
          document({ id: 'doc-1', name: 'award.pdf', exhibitLabel: 'E-1', evidenceCount: 1 }),
          document({ id: 'doc-2', name: 'press.pdf', exhibitLabel: 'E-2', evidenceCount: 2 }),
        ],
      },
    },
    'GET /api/cases/case-1/evidence?status=suggested': { body: { success: true, evidence: [{ id: 'ev-1', status: 'suggested' }] } },
  });
  renderAt(
    <AuthProvider>
      <Dashboard />
    </AuthProvider>,
  );
}

describe('the dashboard says only what is true', () => {
  it('shows eligibility as the levels reached, never as a score that reads like a chance of approval', async () => {
    renderDashboard({
      eb1a: { criteriaLikelyMet: 3, criteriaTotal: 10, finalMerits: 'likely' },
      niw: { thresholdMet: true, prongsLikelyMet: 2, prongsTotal: 3 },
    });
    const line = await screen.findByText('EB-1A: 3 of 10 criteria likely met, final merits solid · EB-2 NIW: 2 of 3 prongs likely met, EB-2 threshold met');
    expect(screen.getByRole('progressbar', { name: 'Eligibility progress' })).toHaveAttribute('aria-valuetext', line.textContent);
    expect(screen.queryByText('68%')).not.toBeInTheDocument();
    expect(screen.queryByText(/\/100/)).not.toBeInTheDocument();
    // The petition's figure is the server's, which reaches 100 only when the letter could be filed.
    expect(screen.getByText('95%')).toBeInTheDocument();
  }, 15_000); // the first render of the dashboard loads its modules

  it('says the case is not assessed yet rather than showing 0%', async () => {
    renderDashboard(null);
    expect(await screen.findByText('Not assessed yet')).toBeInTheDocument();
  });

  it('counts one item as one item', async () => {
    renderDashboard(null);
    const recent = (await screen.findByText('award.pdf')).closest('li')!;
    expect(within(recent).getByText('E-1 · 1 item')).toBeInTheDocument();
    expect(screen.getByText('E-2 · 2 items')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review 1 suggested evidence item' })).toBeInTheDocument();
    expect(screen.queryByText(/\b1 items\b/)).not.toBeInTheDocument();
  });
});
