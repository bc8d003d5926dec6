import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, renderAt, stubApi, type StubAnswer } from '@/test/test-api';
import { buildFirm } from '../test-builders';
import { FirmProfileSection } from './firm-profile-section';

const PATCH = 'PATCH /api/firm';
const PHONE_REFUSED = 'Phone must be at most 40 characters.';
const FORBIDDEN = 'Only the firm’s owner can change its details.';

afterEach(() => vi.unstubAllGlobals());

function renderSection(answers: StubAnswer[]) {
  const api = stubApi({ [PATCH]: answers });
  renderAt(<FirmProfileSection firm={buildFirm()} canEdit />);
  return { api, section: within(screen.getByRole('region', { name: 'Firm profile' })) };
}

describe('FirmProfileSection', () => {
  it('shows a refusal naming a field beside it alone, and one naming none above the form', async () => {
    const { api, section } = renderSection([
      {
        status: 400,
        body: {
          ...errorBody('Validation failed', 'VALIDATION_FAILED'),
          error: { code: 'VALIDATION_FAILED', message: 'Validation failed', fields: { phone: [PHONE_REFUSED] } },
        },
      },
      { status: 403, body: errorBody(FORBIDDEN, 'FORBIDDEN') },
    ]);
    await userEvent.click(section.getByRole('button', { name: 'Save firm details' }));
    expect(await section.findByText(PHONE_REFUSED)).toBeInTheDocument();
    expect(section.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(section.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(section.getByRole('button', { name: 'Save firm details' }));
    expect(await section.findByRole('alert')).toHaveTextContent(FORBIDDEN);
    expect(section.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
    expect(section.getByLabelText('Firm name')).toHaveValue('Reyes Immigration Law');
    expect(api.countOf(PATCH)).toBe(2);
  });

  it('checks the email as the server would before sending anything', async () => {
    const { api, section } = renderSection([{ status: 500, body: errorBody('Should not be asked.', 'INTERNAL') }]);
    const email = section.getByLabelText('Email');
    await userEvent.clear(email);
    await userEvent.type(email, 'office@reyes-law');
    await userEvent.click(section.getByRole('button', { name: 'Save firm details' }));
    expect(await section.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.countOf(PATCH)).toBe(0);
  });
});
