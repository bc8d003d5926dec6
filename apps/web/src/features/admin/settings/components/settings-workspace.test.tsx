import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { buildSettings } from '../test-builders';
import { SettingsWorkspace } from './settings-workspace';

afterEach(() => vi.unstubAllGlobals());

const GET = 'GET /api/admin/settings';
const loaded = (settings = buildSettings()) => ({ body: { success: true, settings } });
const saved = (message: string, settings = buildSettings()) => ({ body: { success: true, message, settings } });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('SettingsWorkspace', () => {
  it('shows every section with who changed it last', async () => {
    stubApi({
      [GET]: loaded(
        buildSettings({
          maintenance: { isOn: false, message: 'Back soon.', changed: { at: '2026-05-01T12:00:00.000Z', by: 'ada@example.com' } },
          operatorEmail: {
            email: 'ops@example.com',
            configuredEmail: 'operator@acclaim.local',
            changed: { at: '2026-05-02T09:00:00.000Z', by: 'ada@example.com' },
          },
        }),
      ),
    });
    renderAt(<SettingsWorkspace />, { url: '/admin/settings' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Site content' })).toBeInTheDocument();
    for (const name of ['Marketing figures', 'Announcement banner', 'Feature flags', 'Maintenance', 'Operator email']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    expect(section('Maintenance').getByText(/^Last changed by ada@example\.com on /)).toBeInTheDocument();
    expect(section('Feature flags').getByText('Not changed yet: the default applies.')).toBeInTheDocument();
    expect(section('Maintenance').getByLabelText('Message to customers')).toHaveValue('Back soon.');
    expect(section('Operator email').getByLabelText('Operator email')).toHaveValue('ops@example.com');
    expect(section('Marketing figures').getAllByLabelText('Figure')[1]).toHaveValue('95%+');
  });

  it('asks before turning maintenance on, then saves and shows the new state', async () => {
    const after = buildSettings({
      maintenance: { isOn: true, message: 'Moving servers until noon.', changed: { at: '2026-05-03T10:00:00.000Z', by: 'dana@example.com' } },
    });
    const api = stubApi({
      [GET]: loaded(),
      'PUT /api/admin/settings/maintenance': saved('Maintenance mode is on: customers can read but their changes are refused with your message.', after),
    });
    renderAt(<SettingsWorkspace />, { url: '/admin/settings' });
    const maintenance = await screen.findByRole('region', { name: 'Maintenance' });
    await userEvent.click(within(maintenance).getByRole('switch', { name: 'Maintenance mode' }));
    const message = within(maintenance).getByLabelText('Message to customers');
    await userEvent.clear(message);
    await userEvent.type(message, 'Moving servers until noon.');
    await userEvent.click(within(maintenance).getByRole('button', { name: 'Save maintenance' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Turn maintenance mode on?' });
    expect(within(dialog).getByText('Moving servers until noon.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.countOf('PUT /api/admin/settings/maintenance')).toBe(0);

    await userEvent.click(within(maintenance).getByRole('button', { name: 'Save maintenance' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Turn maintenance on' }));
    expect(await screen.findByText('Maintenance mode is on: customers can read but their changes are refused with your message.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/settings/maintenance')).toEqual([{ isOn: true, message: 'Moving servers until noon.' }]);
    expect(await within(screen.getByRole('region', { name: 'Maintenance' })).findByText(/^Last changed by dana@example\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('turning maintenance off needs no confirmation', async () => {
    const api = stubApi({
      [GET]: loaded(buildSettings({ maintenance: { isOn: true, message: 'Back soon.', changed: { at: '2026-05-03T10:00:00.000Z', by: 'dana@example.com' } } })),
      'PUT /api/admin/settings/maintenance': saved('Maintenance mode is off: customers can make changes again.'),
    });
    renderAt(<SettingsWorkspace />, { url: '/admin/settings' });
    const maintenance = await screen.findByRole('region', { name: 'Maintenance' });
    await userEvent.click(within(maintenance).getByRole('switch', { name: 'Maintenance mode' }));
    await userEvent.click(within(maintenance).getByRole('button', { name: 'Save maintenance' }));
    expect(await screen.findByText('Maintenance mode is off: customers can make changes again.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/settings/maintenance')).toEqual([{ isOn: false, message: 'Back soon.' }]);
  });

  it('asks before closing sign-ups; turning chat off saves at once', async () => {
    const api = stubApi({
      [GET]: loaded(),
      'PUT /api/admin/settings/feature-flags': [
        saved('New sign-ups are open; the chat assistant is off.'),
        saved('New sign-ups are closed; the chat assistant is on.'),
      ],
    });
    renderAt(<SettingsWorkspace />, { url: '/admin/settings' });
    const flags = await screen.findByRole('region', { name: 'Feature flags' });
    await userEvent.click(within(flags).getByRole('switch', { name: 'Chat assistant on' }));
    await userEvent.click(within(flags).getByRole('button', { name: 'Save feature flags' }));
    expect(await screen.findByText('New sign-ups are open; the chat assistant is off.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const fresh = screen.getByRole('region', { name: 'Feature flags' });
    await userEvent.click(within(fresh).getByRole('switch', { name: 'New sign-ups open' }));
    await userEvent.click(within(fresh).getByRole('button', { name: 'Save feature flags' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close new sign-ups?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close sign-ups' }));
    expect(await screen.findByText('New sign-ups are closed; the chat assistant is on.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/settings/feature-flags')).toEqual([
      { signupsOpen: true, chatEnabled: false },
      { signupsOpen: false, chatEnabled: false },
    ]);
  });

  it('shows a refused figure’s error beside its source field and keeps what was typed', async () => {
    const api = stubApi({
      [GET]: loaded(),
      'PUT /api/admin/settings/marketing-stats': {
        status: 400,
        body: {
          ...errorBody('Say what backs this figure before showing it.', 'VALIDATION_FAILED'),
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Say what backs this figure before showing it.',
            fields: { 'stats.1.source': ['Say what backs this figure before showing it.'] },
          },
        },
      },
    });
    renderAt(<SettingsWorkspace />, { url: '/admin/settings' });
    const figures = await screen.findByRole('region', { name: 'Marketing figures' });
    const second = within(figures).getAllByRole('group')[1]!;
    await userEvent.click(within(second).getByRole('switch', { name: /^Substantiated/ }));
    await userEvent.click(within(figures).getByRole('button', { name: 'Save figures' }));

    const source = await within(second).findByLabelText('Source');
    expect(source).toHaveAttribute('aria-invalid', 'true');
    expect(within(second).getByText('Say what backs this figure before showing it.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/settings/marketing-stats')[0]).toEqual({
      stats: [
        { value: '3 of 10', label: 'EB-1A criteria you need to meet', substantiated: true, source: null },
        { value: '95%+', label: 'approval rate', substantiated: true, source: null },
      ],
    });
    expect(within(second).getByRole('switch', { name: /^Substantiated/ })).toBeChecked();
  });

  it('adds and removes figures and goes back to the file’s figures after confirming', async () => {
    const overridden = buildSettings();
    overridden.marketingStats = { ...overridden.marketingStats, isOverridden: true, changed: { at: '2026-05-01T12:00:00.000Z', by: 'ada@example.com' } };
    const api = stubApi({
      [GET]: loaded(overridden),
      'PUT /api/admin/settings/marketing-stats': [
        saved('Figures saved. The landing page shows 1 of 2.', {
          ...overridden,
          marketingStats: { ...overridden.marketingStats, changed: { at: '2026-05-04T08:00:00.000Z', by: 'dana@example.com' } },
        }),
        saved('The landing page shows the figures in content/site.json again.'),
      ],
    });
    renderAt(<SettingsWorkspace />, { url: '/admin/settings' });
    const figures = await screen.findByRole('region', { name: 'Marketing figures' });
    await userEvent.click(within(figures).getByRole('button', { name: 'Add a figure' }));
    const third = within(figures).getAllByRole('group')[2]!;
    await userEvent.type(within(third).getByLabelText('Figure'), '1,000');
    await userEvent.type(within(third).getByLabelText('What it counts'), 'documents read');
    await userEvent.click(within(figures).getByRole('button', { name: 'Remove figure 2' }));
    await userEvent.click(within(figures).getByRole('button', { name: 'Save figures' }));
    expect(await screen.findByText('Figures saved. The landing page shows 1 of 2.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/settings/marketing-stats')[0]).toEqual({
      stats: [
        { value: '3 of 10', label: 'EB-1A criteria you need to meet', substantiated: true, source: null },
        { value: '1,000', label: 'documents read', substantiated: false, source: null },
      ],
    });

    await userEvent.click(
      within(screen.getByRole('region', { name: 'Marketing figures' })).getByRole('button', { name: 'Use the figures in content/site.json' }),
    );
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: "Use the file's figures" }));
    expect(await screen.findByText('The landing page shows the figures in content/site.json again.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/settings/marketing-stats')[1]).toEqual({ stats: null });
  });

  it('shows an invalid operator email beside the field and sends an empty one as null', async () => {
    const api = stubApi({
      [GET]: loaded(),
      'PUT /api/admin/settings/operator-email': [
        {
          status: 400,
          body: {
            success: false,
            message: 'Enter a valid email address.',
            error: { code: 'VALIDATION_FAILED', message: 'Enter a valid email address.', fields: { email: ['Enter a valid email address.'] } },
          },
        },
        saved('Refund requests and contact messages go to operator@acclaim.local from the server’s configuration again.'),
      ],
    });
    renderAt(<SettingsWorkspace />, { url: '/admin/settings' });
    const email = await screen.findByRole('region', { name: 'Operator email' });
    const field = within(email).getByLabelText('Operator email');
    await userEvent.type(field, 'ops@');
    await userEvent.click(within(email).getByRole('button', { name: 'Save operator email' }));
    expect(await within(email).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(field);
    await userEvent.click(within(email).getByRole('button', { name: 'Save operator email' }));
    expect(await screen.findByText(/from the server’s configuration again/)).toBeInTheDocument();
    expect(api.bodiesOf('PUT /api/admin/settings/operator-email')).toEqual([{ email: 'ops@' }, { email: null }]);
  });

  it('shows the announcement’s field error and a refusal without fields', async () => {
    stubApi({
      [GET]: loaded(),
      'PUT /api/admin/settings/announcement': [
        {
          status: 400,
          body: {
            success: false,
            message: 'Write the announcement before turning the banner on.',
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Write the announcement before turning the banner on.',
              fields: { text: ['Write the announcement before turning the banner on.'] },
            },
          },
        },
        { status: 403, body: errorBody('This needs the SUPER_ADMIN role or higher; your role is ADMIN.', 'FORBIDDEN') },
      ],
    });
    renderAt(<SettingsWorkspace />, { url: '/admin/settings' });
    const banner = await screen.findByRole('region', { name: 'Announcement banner' });
    await userEvent.click(within(banner).getByRole('switch', { name: 'Show the banner' }));
    await userEvent.click(within(banner).getByRole('button', { name: 'Save announcement' }));
    expect(await within(banner).findByText('Write the announcement before turning the banner on.')).toBeInTheDocument();
    expect(within(banner).getByLabelText('Announcement')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(within(banner).getByRole('button', { name: 'Save announcement' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent('This needs the SUPER_ADMIN role or higher; your role is ADMIN.');
  });

  it('shows the server message and retries when the settings fail to load', async () => {
    const api = stubApi({ [GET]: [{ status: 500, body: errorBody('The database is not answering.', 'INTERNAL') }, loaded()] });
    renderAt(<SettingsWorkspace />, { url: '/admin/settings' });
    expect(await screen.findByText('The database is not answering.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Maintenance' })).toBeInTheDocument();
    expect(api.countOf(GET)).toBe(2);
  });
});
