import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { TFirmCase, TFirmContext, TUser } from '@acclaim/contracts';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { buildContext, buildFirmCase, buildUser, FIRM_ID } from '@/features/firm/test-builders';
import { storage } from '@/lib/storage';
import { expectAccessible } from '@/test/axe';
import { SilentEventSource, stubApi, type StubAnswer } from '@/test/test-api';
import { Component as Dashboard } from './dashboard';

// The dashboard listens for processing events; the test has no server to stream them.
beforeEach(() => vi.stubGlobal('EventSource', SilentEventSource));
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const STAFF_CONTEXT = buildContext({ membership: { firmId: FIRM_ID, firmName: 'Reyes Immigration Law', role: 'OWNER' } });
const MARIA_JOINED = buildFirmCase({
  id: 'case-maria',
  title: 'Maria Gonzalez',
  clientName: 'Maria Gonzalez',
  clientEmail: 'maria@example.com',
  stageLabel: 'Collecting documents',
  documentCount: 0,
});
const MARIA_INVITED = { ...MARIA_JOINED, clientJoined: false, invitationExpiresAt: '2026-08-01T00:00:00.000Z', stageLabel: 'Invited' };
const NO_PROGRESS = { eligibility: 0, documents: 0, forms: 0, petition: 0, overall: 0 };

function renderDashboard(user: TUser, context: TFirmContext, extra: Record<string, StubAnswer> = {}) {
  storage.setToken('session-token');
  storage.setUser(user);
  const api = stubApi({
    'GET /api/auth/me': { body: { success: true, user } },
    'GET /api/firm/context': { body: { success: true, context } },
    ...extra,
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route path="/dashboard" element={<Dashboard />} />
            <Route path="/firm" element={<h1>Clients page</h1>} />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
  return api;
}

function caseRoutes(firmCase: TFirmCase): Record<string, StubAnswer> {
  const id = firmCase.id;
  return {
    'GET /api/firm/cases': { body: { success: true, cases: [firmCase] } },
    'GET /api/cases/active': { body: { success: true, case: { id, title: firmCase.title, petitionType: 'EB1A' } } },
    [`GET /api/cases/${id}/progress`]: { body: { success: true, progress: NO_PROGRESS, documentCount: 0, documentAllowance: { used: 0, allowed: null } } },
    [`GET /api/cases/${id}/documents`]: { body: { success: true, documents: [] } },
    [`GET /api/cases/${id}/evidence?status=suggested`]: { body: { success: true, evidence: [] } },
  };
}

describe('the dashboard of a client’s case, opened by the firm', () => {
  it('speaks about the client: Maria has not uploaded a CV yet, and sends her a reminder', async () => {
    // The attorney's own name is Maria too: the page must still not greet the attorney as if the case were theirs.
    const attorney = buildUser({ name: 'Maria Reyes', activeCaseId: 'case-maria', accountType: 'ATTORNEY' });
    const api = renderDashboard(attorney, STAFF_CONTEXT, {
      ...caseRoutes(MARIA_INVITED),
      'POST /api/firm/cases/case-maria/invitation': { body: { success: true, message: 'We sent Maria Gonzalez a new invitation at maria@example.com.' } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Gonzalez’s case' })).toBeInTheDocument();
    expect(screen.getByText('Client case · Invited')).toBeInTheDocument();
    expect(await screen.findByText('Maria has not uploaded a CV yet — send a reminder')).toBeInTheDocument();
    expect(screen.getByText(/The reminder emails maria@example.com a new invitation link/)).toBeInTheDocument();
    expect(await screen.findByText('No documents yet: Maria has not uploaded any.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Upload your CV/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Answer the setup questions/)).not.toBeInTheDocument();
    await expectAccessible();

    await userEvent.click(screen.getByRole('button', { name: 'Send Maria a reminder' }));
    expect(await screen.findByText('We sent Maria Gonzalez a new invitation at maria@example.com.')).toBeInTheDocument();
    expect(api.countOf('POST /api/firm/cases/case-maria/invitation')).toBe(1);
  });

  it('offers the portal link and uploading the CV oneself once the client has joined (no email to send)', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDashboard(buildUser({ activeCaseId: 'case-maria', accountType: 'ATTORNEY' }), STAFF_CONTEXT, caseRoutes(MARIA_JOINED));

    expect(await screen.findByText('Maria has not uploaded a CV yet — send them the portal link')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /reminder/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload the CV yourself' })).toHaveAttribute('href', '/documents');
    await userEvent.click(screen.getByRole('button', { name: 'Copy the portal link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/login`);
    expect(await screen.findByText(/Send it to Maria: they sign in there with maria@example.com/)).toBeInTheDocument();
  });
});

describe('the dashboard for the firm’s side with no case open', () => {
  it('sends an attorney to the Clients page without creating a petition of their own', async () => {
    const api = renderDashboard(buildUser({ activeCaseId: null, accountType: 'ATTORNEY' }), buildContext());
    expect(await screen.findByRole('heading', { name: 'Clients page' })).toBeInTheDocument();
    expect(api.countOf('GET /api/cases/active')).toBe(0);
  });
});

describe('the dashboard of a self-petitioner', () => {
  it('keeps greeting them and asking for their CV', async () => {
    const person = buildUser({ name: 'Ada Lovelace', activeCaseId: 'case-ada', accountType: 'SELF_PETITIONER', onboardingCompleted: true });
    renderDashboard(person, buildContext(), {
      'GET /api/cases/active': { body: { success: true, case: { id: 'case-ada', title: 'My petition', petitionType: 'NIW' } } },
      'GET /api/cases/case-ada/progress': { body: { success: true, progress: NO_PROGRESS, documentCount: 0, documentAllowance: { used: 0, allowed: 5 } } },
      'GET /api/cases/case-ada/documents': { body: { success: true, documents: [] } },
      'GET /api/cases/case-ada/evidence?status=suggested': { body: { success: true, evidence: [] } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    const next = screen.getByRole('heading', { name: 'What to do next' }).closest('div')!.parentElement!;
    await waitFor(() => expect(within(next).getByRole('link', { name: /Upload your CV/ })).toHaveAttribute('href', '/documents'));
  });
});
