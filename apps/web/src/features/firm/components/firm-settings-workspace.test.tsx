import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectAccessible } from '@/test/axe';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { buildFirmResponse } from '../test-builders';
import { FirmSettingsWorkspace } from './firm-settings-workspace';

const FIRM = 'GET /api/firm';
const PATCH = 'PATCH /api/firm';
const CONTRAST = 'White text on this colour is hard to read. Choose a darker shade (contrast of at least 4.5:1 with white).';

afterEach(() => vi.unstubAllGlobals());

describe('Firm settings', () => {
  it('lets the owner edit the profile, shows the plan and previews the portal', async () => {
    const saved = buildFirmResponse('OWNER', { phone: '+1 617 555 0199' });
    const api = stubApi({ [FIRM]: { body: buildFirmResponse('OWNER', { clientCaseLimit: null, clientCaseCount: 3 }) }, [PATCH]: { body: saved } });
    renderAt(<FirmSettingsWorkspace />);

    expect(await screen.findByRole('heading', { name: 'Firm profile' })).toBeInTheDocument();
    expect(screen.getByText('Attorney')).toBeInTheDocument();
    expect(screen.getByText('3 of unlimited')).toBeInTheDocument();
    expect(screen.getByText(/Used on your letterheads and on Form G-28/)).toBeInTheDocument();
    const preview = screen.getByRole('figure', { name: 'Preview of your clients’ portal' });
    expect(within(preview).getByText('Reyes Immigration Law')).toBeInTheDocument();
    expect(within(preview).getByText('with Acclaim')).toBeInTheDocument();
    await expectAccessible();

    const phone = screen.getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+1 617 555 0199');
    await userEvent.clear(screen.getByLabelText('Website'));
    await userEvent.type(screen.getByLabelText('Website'), 'reyes-law');
    await userEvent.click(screen.getByRole('button', { name: 'Save firm details' }));
    expect(screen.getByText('Enter an address like https://example-law.com.')).toBeInTheDocument();
    expect(api.countOf(PATCH)).toBe(0);

    await userEvent.clear(screen.getByLabelText('Website'));
    await userEvent.click(screen.getByRole('button', { name: 'Save firm details' }));
    expect(await screen.findByText('Firm details saved')).toBeInTheDocument();
    expect(api.bodiesOf(PATCH)).toEqual([
      {
        name: 'Reyes Immigration Law',
        addressLine1: '100 Main Street',
        addressLine2: null,
        city: 'Boston',
        state: 'MA',
        postalCode: '02110',
        country: 'United States',
        phone: '+1 617 555 0199',
        email: 'office@reyes-law.example',
        website: null,
      },
    ]);
  });

  it('shows the server’s contrast refusal beside the colour, and previews the colour being chosen', async () => {
    const api = stubApi({
      [FIRM]: { body: buildFirmResponse() },
      [PATCH]: {
        status: 400,
        body: {
          ...errorBody('Validation failed', 'VALIDATION_FAILED'),
          error: { code: 'VALIDATION_FAILED', message: 'Validation failed', fields: { primaryColor: [CONTRAST] } },
        },
      },
    });
    renderAt(<FirmSettingsWorkspace />);
    const hex = await screen.findByLabelText('Brand colour');
    expect(hex).toHaveValue('#1d4ed8');
    expect(screen.getByRole('button', { name: 'Save colour' })).toBeDisabled();

    await userEvent.clear(hex);
    await userEvent.type(hex, '#fde047');
    expect(screen.getByLabelText('Pick the brand colour')).toHaveValue('#fde047');
    const previewFrame = within(screen.getByRole('figure', { name: 'Preview of your clients’ portal' }))
      .getByText('Upload documents')
      .closest<HTMLElement>('[style]');
    expect(previewFrame?.style.getPropertyValue('--color-primary')).toBe('#fde047');

    await userEvent.click(screen.getByRole('button', { name: 'Save colour' }));
    expect(await screen.findByText(CONTRAST)).toBeInTheDocument();
    expect(hex).toHaveAttribute('aria-invalid', 'true');
    expect(hex).toHaveAccessibleDescription(expect.stringContaining('Choose a darker shade'));
    expect(api.bodiesOf(PATCH)).toEqual([{ primaryColor: '#fde047' }]);
  });

  it('removes the logo after asking, and uploads a new one', async () => {
    const withLogo = buildFirmResponse('OWNER', { logoUrl: '/api/firms/f/logo?v=1' });
    const api = stubApi({
      [FIRM]: { body: withLogo },
      'DELETE /api/firm/logo': { body: buildFirmResponse('OWNER', { logoUrl: null }) },
      'PUT /api/firm/logo': { body: buildFirmResponse('OWNER', { logoUrl: '/api/firms/f/logo?v=2' }) },
    });
    renderAt(<FirmSettingsWorkspace />);
    expect(await screen.findByRole('img', { name: 'Reyes Immigration Law logo' })).toHaveAttribute('src', '/api/firms/f/logo?v=1');

    await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove the logo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove logo' }));
    expect(await screen.findByText('Logo removed')).toBeInTheDocument();
    expect(api.countOf('DELETE /api/firm/logo')).toBe(1);
    expect(screen.getByText('No logo')).toBeInTheDocument();

    const input = screen.getByLabelText('Logo file');
    await userEvent.upload(input, new File(['GIF89a'], 'logo.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PNG or JPEG image.');
    expect(api.countOf('PUT /api/firm/logo')).toBe(0);

    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('Logo uploaded')).toBeInTheDocument();
    expect(api.countOf('PUT /api/firm/logo')).toBe(1);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Reyes Immigration Law logo' })).toHaveAttribute('src', '/api/firms/f/logo?v=2'));
  });

  it('turns white label on for a plan that includes it', async () => {
    const api = stubApi({ [FIRM]: { body: buildFirmResponse() }, [PATCH]: { body: buildFirmResponse('OWNER', { hideAcclaimBranding: true }) } });
    renderAt(<FirmSettingsWorkspace />);
    const toggle = await screen.findByRole('switch', { name: 'Hide Acclaim branding (white label)' });
    expect(toggle).toBeEnabled();
    await userEvent.click(toggle);
    expect(await screen.findByText('Acclaim branding hidden')).toBeInTheDocument();
    expect(api.bodiesOf(PATCH)).toEqual([{ hideAcclaimBranding: true }]);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(within(screen.getByRole('figure', { name: 'Preview of your clients’ portal' })).queryByText('with Acclaim')).not.toBeInTheDocument();
  });

  it('shows a member the settings read-only, and white label as part of the Attorney plan', async () => {
    stubApi({ [FIRM]: { body: buildFirmResponse('ATTORNEY', { whiteLabel: false, planName: 'Complete', clientCaseLimit: 5, clientCaseCount: 2 }) } });
    renderAt(<FirmSettingsWorkspace />);
    expect(await screen.findByText('2 of 5')).toBeInTheDocument();
    expect(screen.getByText(/Only the firm’s owner can change these details/)).toBeInTheDocument();
    expect(screen.getByLabelText('Firm name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Brand colour')).toHaveAttribute('readonly');
    for (const name of ['Save firm details', 'Save colour', 'Upload logo']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Hide Acclaim branding (white label)' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'See the Attorney plan' })).toHaveAttribute('href', '/billing?plan=ATTORNEY');
    await expectAccessible();
  });
});
