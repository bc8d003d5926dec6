import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { expectAccessible } from '@/test/axe';
import { errorBody, stubApi } from '@/test/test-api';
import { ATTORNEY, buildFirmCase, buildFirmResponse, buildMember, OWNER_ID, PARALEGAL, PENDING_CASE } from '../test-builders';
import { ClientsWorkspace } from './clients-workspace';

const FIRM = 'GET /api/firm';
const CASES = 'GET /api/firm/cases';
const MEMBERS = 'GET /api/firm/members';
const ANA = buildFirmCase();
const PAST_DUE = buildFirmCase({
  id: 'case-mei',
  clientName: 'Mei Chen',
  clientEmail: 'mei@example.com',
  stage: 'in-review',
  stageLabel: 'In review',
  intendedFilingDate: '2026-07-10',
  daysToFiling: -3,
  totalSections: 0,
  approvedSections: 0,
});

afterEach(() => vi.unstubAllGlobals());

function Dashboard() {
  return <h1>Dashboard of the active case</h1>;
}

function CurrentSearch() {
  return <p data-testid="address">{useLocation().search}</p>;
}

function renderClients(url = '/firm') {
  const onCaseActivated = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/firm"
            element={
              <>
                <ClientsWorkspace currentUserId={OWNER_ID} onCaseActivated={onCaseActivated} />
                <CurrentSearch />
              </>
            }
          />
          <Route path="/dashboard" element={<Dashboard />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return { onCaseActivated };
}

describe('Clients page', () => {
  it('lists the client cases with stage, progress, sections and filing date, and a stage chart', async () => {
    stubApi({ [FIRM]: { body: buildFirmResponse() }, [CASES]: { body: { success: true, cases: [ANA, PAST_DUE, PENDING_CASE] } } });
    renderClients();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your firm');

    expect(await screen.findByRole('heading', { level: 1, name: 'Reyes Immigration Law' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Client cases' });
    const ana = within(list).getByRole('listitem', { name: 'Ana Silva' });
    expect(within(ana).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(ana).getByText('EB-1A')).toBeInTheDocument();
    expect(within(ana).getByText('Drafting')).toBeInTheDocument();
    expect(within(ana).getByRole('progressbar', { name: 'Overall progress of Ana Silva’s case' })).toHaveAttribute('aria-valuenow', '53');
    expect(within(ana).getByText('Approved 2 of 9')).toBeInTheDocument();
    expect(within(ana).getByText('7')).toBeInTheDocument();
    // Within a month of filing: shown in red.
    expect(within(ana).getByText('(in 12 days)').parentElement).toHaveClass('text-destructive');

    const mei = within(list).getByRole('listitem', { name: 'Mei Chen' });
    expect(within(mei).getByText('(3 days ago)')).toBeInTheDocument();
    expect(within(mei).getByText('No draft yet')).toBeInTheDocument();

    const omar = within(list).getByRole('listitem', { name: 'Omar Haddad' });
    expect(within(omar).getByText('Invitation pending')).toBeInTheDocument();
    expect(within(omar).getByText('(in 225 days)').parentElement).not.toHaveClass('text-destructive');
    expect(within(omar).getByRole('button', { name: 'Resend the invitation to Omar Haddad' })).toBeInTheDocument();

    const chart = screen.getByRole('table', { name: 'Cases by stage' });
    expect(within(chart).getByRole('row', { name: /Drafting/ })).toHaveTextContent('Drafting1');
    expect(within(chart).getByRole('row', { name: /Ready to file/ })).toHaveTextContent('Ready to file0');
    expect(screen.getByText('3 clients')).toBeInTheDocument();
    await expectAccessible();
  });

  it('searches and filters by stage through the address, asking the server for each', async () => {
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [CASES]: { body: { success: true, cases: [ANA, PENDING_CASE] } },
      [`${CASES}?q=omar`]: { body: { success: true, cases: [PENDING_CASE] } },
      [`${CASES}?q=omar&stage=invited`]: { body: { success: true, cases: [PENDING_CASE] } },
    });
    renderClients();
    await screen.findByRole('list', { name: 'Client cases' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'omar');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 client matches'));
    // Asked once, for the whole word: the box waits for a pause in typing.
    expect(api.countOf(`${CASES}?q=omar`)).toBe(1);
    expect(api.countOf(`${CASES}?q=o`)).toBe(0);
    expect(screen.getByTestId('address')).toHaveTextContent('?q=omar');
    expect(within(screen.getByRole('list', { name: 'Client cases' })).queryByRole('listitem', { name: 'Ana Silva' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Invited');
    await waitFor(() => expect(api.countOf(`${CASES}?q=omar&stage=invited`)).toBe(1));
    expect(screen.getByTestId('address')).toHaveTextContent('?q=omar&stage=invited');
    // The chart keeps counting every case.
    expect(within(screen.getByRole('table', { name: 'Cases by stage' })).getByRole('row', { name: /Drafting/ })).toHaveTextContent('Drafting1');
  });

  it('reads the search from the address when opened with one', async () => {
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [CASES]: { body: { success: true, cases: [ANA, PENDING_CASE] } },
      [`${CASES}?q=nobody`]: { body: { success: true, cases: [] } },
    });
    renderClients('/firm?q=nobody');
    expect(await screen.findByText('No clients match your search.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Show all clients' }));
    expect(await screen.findByRole('listitem', { name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search clients' })).toHaveValue('');
    expect(api.countOf(`${CASES}?q=nobody`)).toBe(1);
  });

  it('adds a client: posts the form, says the invitation was sent and lists the new case', async () => {
    const created = buildFirmCase({
      id: 'case-new',
      clientName: 'Priya Nair',
      clientEmail: 'priya@example.com',
      petitionType: 'NIW',
      clientJoined: false,
      invitationExpiresAt: '2026-08-01T00:00:00.000Z',
    });
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [CASES]: [{ body: { success: true, cases: [] } }, { body: { success: true, cases: [created] } }],
      [MEMBERS]: { body: { success: true, members: [buildMember(), ATTORNEY, PARALEGAL], invitations: [] } },
      'POST /api/firm/cases': { status: 201, body: { success: true, case: created } },
    });
    renderClients();
    expect(await screen.findByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Add client' })[1]!);

    const dialog = await screen.findByRole('dialog', { name: 'Add client' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client and send invitation' }));
    expect(within(dialog).getByText('Enter the client’s full name.')).toBeInTheDocument();
    expect(api.countOf('POST /api/firm/cases')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('Client’s full name'), 'Priya Nair');
    await userEvent.type(within(dialog).getByLabelText('Client’s email'), 'Priya@Example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText('Petition type'), 'EB-2 NIW');
    fireEvent.change(within(dialog).getByLabelText('Target filing date (optional)'), { target: { value: '2027-03-01' } });
    const attorney = within(dialog).getByLabelText('Attorney of record');
    await waitFor(() => expect(attorney).toHaveValue(OWNER_ID));
    // A paralegal cannot be attorney of record.
    expect(
      within(attorney)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dana Reyes', 'Lee Park']);
    await userEvent.selectOptions(attorney, 'Lee Park');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client and send invitation' }));

    expect(await screen.findByText('Invitation sent to priya@example.com')).toBeInTheDocument();
    // The same words whether or not the address has an account: the server does not tell, and neither does the page.
    expect(screen.getByText('Priya Nair’s case is open; it reaches them when they accept the invitation.')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/firm/cases')).toEqual([
      {
        clientName: 'Priya Nair',
        clientEmail: 'priya@example.com',
        petitionType: 'NIW',
        intendedFilingDate: '2027-03-01',
        attorneyOfRecordId: ATTORNEY.userId,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('listitem', { name: 'Priya Nair' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a new client beside the field it names', async () => {
    stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [CASES]: { body: { success: true, cases: [ANA] } },
      [MEMBERS]: { body: { success: true, members: [buildMember()], invitations: [] } },
      // The attorney chosen left the firm while the dialog was open.
      'POST /api/firm/cases': {
        status: 400,
        body: {
          ...errorBody('Choose an attorney of the firm.', 'VALIDATION_FAILED'),
          error: { code: 'VALIDATION_FAILED', message: 'x', fields: { attorneyOfRecordId: ['Choose an attorney of the firm.'] } },
        },
      },
    });
    renderClients();
    await userEvent.click(await screen.findByRole('button', { name: 'Add client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add client' });
    await userEvent.type(within(dialog).getByLabelText('Client’s full name'), 'Ana Silva');
    await userEvent.type(within(dialog).getByLabelText('Client’s email'), 'ana@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add client and send invitation' }));
    expect(await within(dialog).findByText('Choose an attorney of the firm.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Attorney of record')).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens a client’s case: activates it and goes to its dashboard', async () => {
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [CASES]: { body: { success: true, cases: [ANA, PENDING_CASE] } },
      'POST /api/cases/case-ana/activate': { body: { success: true, case: { id: 'case-ana', title: ANA.title } } },
    });
    const { onCaseActivated } = renderClients();
    await userEvent.click(await screen.findByRole('button', { name: 'Open Ana Silva’s case' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard of the active case' })).toBeInTheDocument();
    expect(api.countOf('POST /api/cases/case-ana/activate')).toBe(1);
    expect(onCaseActivated).toHaveBeenCalledWith(expect.objectContaining({ id: 'case-ana' }));
  });

  it('sends a pending invitation again', async () => {
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [CASES]: { body: { success: true, cases: [PENDING_CASE] } },
      'POST /api/firm/cases/case-omar/invitation': { body: { success: true, message: 'A new invitation is on its way to omar@example.com.' } },
    });
    renderClients();
    await userEvent.click(await screen.findByRole('button', { name: 'Resend the invitation to Omar Haddad' }));
    expect(await screen.findByText('A new invitation is on its way to omar@example.com.')).toBeInTheDocument();
    expect(api.countOf('POST /api/firm/cases/case-omar/invitation')).toBe(1);
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [CASES]: [{ status: 500, body: errorBody('The server is resting.', 'INTERNAL') }, { body: { success: true, cases: [ANA] } }],
    });
    renderClients();
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is resting.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('listitem', { name: 'Ana Silva' })).toBeInTheDocument();
  });

  it('offers to set up a firm to an account without one, and shows the firm once created', async () => {
    const api = stubApi({
      [FIRM]: { status: 404, body: errorBody('You are not part of a firm yet.', 'NOT_FOUND') },
      'POST /api/firm': { status: 201, body: buildFirmResponse('OWNER', { name: 'Park Legal' }) },
      [CASES]: { body: { success: true, cases: [] } },
    });
    renderClients();
    expect(await screen.findByRole('heading', { name: 'Set up your firm' })).toBeInTheDocument();
    await expectAccessible();
    await userEvent.click(screen.getByRole('button', { name: 'Create firm' }));
    expect(screen.getByText('Enter the firm’s name.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Firm name'), 'Park Legal');
    await userEvent.click(screen.getByRole('button', { name: 'Create firm' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Park Legal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No clients yet' })).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/firm')).toEqual([{ name: 'Park Legal' }]);
  });
});
