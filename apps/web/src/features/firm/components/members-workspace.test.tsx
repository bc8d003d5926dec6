import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAccessible } from '@/test/axe';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { ATTORNEY, buildFirmResponse, buildInvitation, buildMember, OWNER_ID, PARALEGAL } from '../test-builders';
import { MembersWorkspace } from './members-workspace';

const FIRM = 'GET /api/firm';
const MEMBERS = 'GET /api/firm/members';
const OWNER = buildMember();
const CLIENT_INVITATION = buildInvitation({ id: 'invitation-client', kind: 'client', email: 'ana@example.com', role: null, caseId: 'case-ana' });

afterEach(() => vi.unstubAllGlobals());

const membersBody = (members = [OWNER, ATTORNEY, PARALEGAL], invitations = [buildInvitation(), CLIENT_INVITATION]) => ({ success: true, members, invitations });

describe('Members page', () => {
  it('lists the members with their bar details and the colleagues invited', async () => {
    stubApi({ [FIRM]: { body: buildFirmResponse() }, [MEMBERS]: { body: membersBody() } });
    renderAt(<MembersWorkspace currentUserId={OWNER_ID} />);
    const table = await screen.findByRole('table', { name: 'Members of the firm' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Member', 'Role', 'Bar number', 'Licensing authority', 'USCIS online account no.', 'Actions']);
    const dana = within(table).getByRole('row', { name: /Dana Reyes/ });
    expect(within(dana).getByRole('rowheader')).toHaveTextContent(/Dana Reyes.*@/);
    expect(dana).toHaveTextContent('684201');
    expect(dana).toHaveTextContent('Supreme Judicial Court of Massachusetts');
    expect(within(dana).getByRole('button', { name: 'Edit Dana Reyes' })).toBeInTheDocument();
    // The owner cannot be removed.
    expect(within(dana).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Remove Lee Park' })).toBeInTheDocument();

    const pending = screen.getByRole('region', { name: 'Pending invitations' });
    expect(within(pending).getByText('kim@reyes-law.example')).toBeInTheDocument();
    // A client's portal invitation belongs on the Clients page, not here.
    expect(within(pending).queryByText('ana@example.com')).not.toBeInTheDocument();
    await expectAccessible();
  });

  it('invites a colleague and lists the invitation', async () => {
    const sent = buildInvitation({ id: 'invitation-2', email: 'rui@reyes-law.example', role: 'ATTORNEY' });
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [MEMBERS]: [{ body: membersBody() }, { body: membersBody(undefined, [buildInvitation(), sent]) }],
      'POST /api/firm/invitations': { status: 201, body: { success: true, invitation: sent } },
    });
    renderAt(<MembersWorkspace currentUserId={OWNER_ID} />);
    const form = await screen.findByRole('region', { name: 'Invite a colleague' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByText('Email is required.')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Email'), 'Rui@Reyes-Law.example');
    expect(within(form).getByLabelText('Role')).toHaveValue('ATTORNEY');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to rui@reyes-law.example')).toBeInTheDocument();
    expect(api.bodiesOf('POST /api/firm/invitations')).toEqual([{ email: 'rui@reyes-law.example', role: 'ATTORNEY' }]);
    expect(within(form).getByLabelText('Email')).toHaveValue('');
    expect(await within(screen.getByRole('region', { name: 'Pending invitations' })).findByText('rui@reyes-law.example')).toBeInTheDocument();
  });

  it('shows the server’s refusal of an invitation', async () => {
    stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [MEMBERS]: { body: membersBody() },
      'POST /api/firm/invitations': { status: 409, body: errorBody('lee@reyes-law.example is already a member of the firm.', 'CONFLICT') },
    });
    renderAt(<MembersWorkspace currentUserId={OWNER_ID} />);
    const form = await screen.findByRole('region', { name: 'Invite a colleague' });
    await userEvent.type(within(form).getByLabelText('Email'), 'lee@reyes-law.example');
    await userEvent.selectOptions(within(form).getByLabelText('Role'), 'Paralegal');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('lee@reyes-law.example is already a member of the firm.');
  });

  it('removes a member only after confirming', async () => {
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [MEMBERS]: [{ body: membersBody() }, { body: membersBody([OWNER, PARALEGAL]) }],
      'DELETE /api/firm/members/member-lee': { body: { success: true, message: 'Removed from the firm. Their own account stays.' } },
    });
    renderAt(<MembersWorkspace currentUserId={OWNER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Lee Park' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Remove Lee Park from the firm?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.countOf('DELETE /api/firm/members/member-lee')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Lee Park' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Remove Lee Park from the firm?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove from firm' }));
    expect(await screen.findByText('Removed from the firm. Their own account stays.')).toBeInTheDocument();
    expect(api.countOf('DELETE /api/firm/members/member-lee')).toBe(1);
    await waitFor(() => expect(screen.queryByRole('row', { name: /Lee Park/ })).not.toBeInTheDocument());
  });

  it('withdraws a pending invitation', async () => {
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [MEMBERS]: [{ body: membersBody() }, { body: membersBody(undefined, []) }],
      'DELETE /api/firm/invitations/invitation-1': { body: { success: true, message: 'Invitation withdrawn. Its link no longer works.' } },
    });
    renderAt(<MembersWorkspace currentUserId={OWNER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke the invitation to kim@reyes-law.example' }));
    expect(await screen.findByText('Invitation withdrawn. Its link no longer works.')).toBeInTheDocument();
    expect(api.countOf('DELETE /api/firm/invitations/invitation-1')).toBe(1);
    expect(await screen.findByText('No invitations waiting for an answer.')).toBeInTheDocument();
  });

  it('lets the owner change a colleague’s role and bar details', async () => {
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [MEMBERS]: { body: membersBody() },
      'PATCH /api/firm/members/member-sam': { body: { success: true, member: { ...PARALEGAL, role: 'ATTORNEY' } } },
    });
    renderAt(<MembersWorkspace currentUserId={OWNER_ID} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Sam Ortiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Sam Ortiz' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Attorney');
    await userEvent.type(within(dialog).getByLabelText('Bar number'), 'NY-55120');
    await userEvent.type(within(dialog).getByLabelText('USCIS online account number'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A USCIS online account number has 12 digits.')).toBeInTheDocument();
    expect(api.countOf('PATCH /api/firm/members/member-sam')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('USCIS online account number'), ' 5678 9012');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sam Ortiz’s details saved')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/firm/members/member-sam')).toEqual([
      { role: 'ATTORNEY', barNumber: 'NY-55120', licensingAuthority: null, uscisOnlineAccountNumber: '123456789012' },
    ]);
  });

  it('lets a member edit only their own bar details, with no role, removal or invitations', async () => {
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse('ATTORNEY') },
      [MEMBERS]: { body: membersBody() },
      'PATCH /api/firm/members/member-lee': { body: { success: true, member: { ...ATTORNEY, barNumber: 'MA-1' } } },
    });
    renderAt(<MembersWorkspace currentUserId={ATTORNEY.userId} />);
    const table = await screen.findByRole('table', { name: 'Members of the firm' });
    // The rows' buttons (the headings hold the sort buttons).
    const body = within(table).getAllByRole('rowgroup')[1]!;
    expect(
      within(body)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Edit Lee Park']);
    expect(screen.queryByRole('region', { name: 'Invite a colleague' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Edit Lee Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lee Park' });
    expect(within(dialog).queryByLabelText('Role')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Bar number'), 'MA-1');
    await userEvent.type(within(dialog).getByLabelText('Licensing authority'), 'Massachusetts Bar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Lee Park’s details saved')).toBeInTheDocument();
    expect(api.bodiesOf('PATCH /api/firm/members/member-lee')).toEqual([
      { barNumber: 'MA-1', licensingAuthority: 'Massachusetts Bar', uscisOnlineAccountNumber: null },
    ]);
  });
});
