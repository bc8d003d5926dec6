import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { TFirmContext } from '@acclaim/contracts';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { buildBrand, buildContext, buildFirmCase, buildUser, FIRM_ID, PENDING_CASE } from '@/features/firm/test-builders';
import { storage } from '@/lib/storage';
import { renderRouter, stubApi, type StubAnswer } from '@/test/test-api';
import { AppLayout } from './app-layout';

const STAFF = buildUser({ activeCaseId: 'case-ana' });
const CLIENT = buildUser({ id: 'client-1', email: 'ana@example.com', name: 'Ana Silva', activeCaseId: 'case-ana' });
const SITE_STATUS = {
  body: { success: true, status: { maintenance: { isOn: false, message: null }, announcement: null, signupsOpen: true, chatEnabled: true, stats: [] } },
};

afterEach(() => vi.unstubAllGlobals());

function renderLayout(user: typeof STAFF, context: TFirmContext, extra: Record<string, StubAnswer> = {}) {
  storage.setToken('session-token');
  storage.setUser(user);
  const api = stubApi({
    'GET /api/auth/me': { body: { success: true, user } },
    'GET /api/site/status': SITE_STATUS,
    'GET /api/firm/context': { body: { success: true, context } },
    ...extra,
  });
  // The layout's loading bar reads the data router's navigation state, so this renders a data router.
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path: '/documents', element: <h1>Documents page</h1> }] }], {
    initialEntries: ['/documents'],
  });
  renderRouter(router, AuthProvider);
  return api;
}

async function navLabels() {
  // The side navigation (the phone's menu sheet renders only when opened).
  const [nav] = await screen.findAllByRole('navigation', { name: 'Workspace', hidden: true });
  await waitFor(() => expect(within(nav!).queryAllByRole('link', { hidden: true }).length).toBeGreaterThan(0));
  return within(nav!)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);
}

async function accountMenuItems(name: string) {
  const trigger = screen.getByRole('button', { name: `Account menu for ${name}` });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('AppLayout for a firm’s staff', () => {
  it('starts the menu with Clients and offers the firm’s settings and members', async () => {
    renderLayout(STAFF, buildContext({ membership: { firmId: FIRM_ID, firmName: 'Reyes Immigration Law', role: 'OWNER' }, brand: buildBrand() }), {
      'GET /api/firm/cases': { body: { success: true, cases: [buildFirmCase(), PENDING_CASE] } },
    });
    expect(await navLabels()).toEqual(['Clients', 'Dashboard', 'Documents', 'Eligibility', 'Cover Letter', 'Finalize', 'Chat', 'Billing']);
    // The case's screens are the open client's, named so, and the attorney's own petition is kept apart.
    const [nav] = screen.getAllByRole('navigation', { name: 'Workspace', hidden: true });
    expect(within(nav!).getByRole('group', { name: 'Ana Silva’s case', hidden: true })).toBeInTheDocument();
    expect(within(nav!).getByRole('button', { name: /My own petition/, hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Acclaim' })).toBeInTheDocument();
    const items = await accountMenuItems(STAFF.name);
    expect(items).toEqual(expect.arrayContaining(['Account', 'Firm settings', 'Members', 'Billing']));
    expect(items).not.toContain('Set up a firm');
  });

  it('switches the client from the header, staying on the same page', async () => {
    const api = renderLayout(
      STAFF,
      buildContext({ membership: { firmId: FIRM_ID, firmName: 'Reyes Immigration Law', role: 'ATTORNEY' }, brand: buildBrand() }),
      {
        'GET /api/firm/cases': { body: { success: true, cases: [buildFirmCase(), PENDING_CASE] } },
        'POST /api/cases/case-omar/activate': { body: { success: true, case: { id: 'case-omar', title: 'Omar Haddad' } } },
      },
    );
    const switcher = await screen.findByRole('button', { name: 'Ana Silva: switch client' });
    switcher.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ana Silva(current)', 'Omar Haddad', 'All clients']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Omar Haddad' }));

    expect(await screen.findByText('Now working on Omar Haddad’s case')).toBeInTheDocument();
    expect(api.countOf('POST /api/cases/case-omar/activate')).toBe(1);
    expect(await screen.findByRole('button', { name: 'Omar Haddad: switch client' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Documents page' })).toBeInTheDocument();
    expect(storage.getUser()?.activeCaseId).toBe('case-omar');
    // The workspace's data belonged to the other case: it is asked again.
    await waitFor(() => expect(api.countOf('GET /api/firm/context')).toBe(2));
  });

  it('shows no switcher while the active case is the staff member’s own', async () => {
    renderLayout(
      buildUser({ activeCaseId: 'own-case' }),
      buildContext({ membership: { firmId: FIRM_ID, firmName: 'Reyes Immigration Law', role: 'PARALEGAL' } }),
      {
        'GET /api/firm/cases': { body: { success: true, cases: [buildFirmCase()] } },
      },
    );
    expect((await navLabels())[0]).toBe('Clients');
    expect(screen.queryByRole('button', { name: /switch client/ })).not.toBeInTheDocument();
    const [nav] = screen.getAllByRole('navigation', { name: 'Workspace', hidden: true });
    expect(await within(nav!).findByRole('group', { name: 'My own petition', hidden: true })).toBeInTheDocument();
  });

  it('gives an attorney with no firm yet and no case open the firm’s menu, not an empty petition of their own', async () => {
    renderLayout(buildUser({ activeCaseId: null, accountType: 'ATTORNEY' }), buildContext());
    expect(await navLabels()).toEqual(['Clients', 'Billing']);
    const [nav] = screen.getAllByRole('navigation', { name: 'Workspace', hidden: true });
    expect(within(nav!).getByRole('button', { name: /My own petition/, hidden: true })).toBeInTheDocument();
  });
});

describe('AppLayout for a firm’s client', () => {
  it('wears the firm’s brand and colour, with the client’s own screens only', async () => {
    renderLayout(
      CLIENT,
      buildContext({ portal: { firmName: 'Reyes Immigration Law', caseId: 'case-ana' }, brand: buildBrand({ logoUrl: '/api/firms/f/logo?v=1' }) }),
    );
    expect(await navLabels()).toEqual(['Dashboard', 'Documents', 'Setup questions', 'Cover Letter', 'Chat']);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /Reyes Immigration Law/ })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).getByText('with Acclaim')).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Acclaim' })).not.toBeInTheDocument();
    expect(banner.parentElement?.style.getPropertyValue('--color-primary')).toBe('#0f766e');
    // Dialogs and menus render outside the layout; the document carries the colour for them.
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0f766e');
    expect(
      screen.getByText(
        /Acclaim, the drafting software, is not a law firm and does not provide legal advice. Legal advice on your case comes from your attorney at Reyes Immigration Law./,
      ),
    ).toBeInTheDocument();
    const items = await accountMenuItems(CLIENT.name);
    expect(items).not.toContain('Billing');
    expect(items).not.toContain('Firm settings');
  });

  it('hides Acclaim’s name under white label', async () => {
    document.title = 'Dashboard · Acclaim';
    renderLayout(CLIENT, buildContext({ portal: { firmName: 'Reyes Immigration Law', caseId: 'case-ana' }, brand: buildBrand({ hideAcclaimBranding: true }) }));
    expect(await navLabels()).toEqual(['Dashboard', 'Documents', 'Setup questions', 'Cover Letter', 'Chat']);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('Reyes Immigration Law')).toBeInTheDocument();
    expect(within(banner).queryByText(/Acclaim/)).not.toBeInTheDocument();
    expect(screen.getByText(/^The drafting software is not a law firm/)).toBeInTheDocument();
    expect(screen.queryByText(/Acclaim/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/ · Reyes Immigration Law$/));
  });
});

describe('AppLayout for a self-petitioner', () => {
  it('keeps Acclaim’s own look and menu', async () => {
    renderLayout(buildUser(), buildContext());
    expect(await navLabels()).toEqual(['Dashboard', 'Documents', 'Eligibility', 'Cover Letter', 'Finalize', 'Chat', 'Billing']);
    expect(screen.getByRole('link', { name: 'Acclaim' })).toBeInTheDocument();
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
    expect(await accountMenuItems('Dana Reyes')).toContain('Set up a firm');
  });
});
