import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, renderAt, stubApi, type StubAnswer } from '@/test/test-api';
import { SetUpFirmCard } from './set-up-firm-card';

const CREATE = 'POST /api/firm';
const ALREADY = 'You already belong to a firm.';

afterEach(() => vi.unstubAllGlobals());

function renderCard(answer: StubAnswer) {
  const api = stubApi({ [CREATE]: answer });
  renderAt(<SetUpFirmCard />);
  return api;
}

async function createFirm(name: string) {
  await userEvent.type(screen.getByLabelText('Firm name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Create firm' }));
}

describe('SetUpFirmCard', () => {
  it('shows the server’s refusal above the form, keeping the name typed', async () => {
    const api = renderCard({ status: 409, body: errorBody(ALREADY, 'CONFLICT') });
    await createFirm('Park Legal');
    expect(await screen.findByRole('alert')).toHaveTextContent(ALREADY);
    expect(screen.getByLabelText('Firm name')).toHaveValue('Park Legal');
    expect(screen.getByRole('button', { name: 'Create firm' })).toBeEnabled();
    expect(api.bodiesOf(CREATE)).toEqual([{ name: 'Park Legal' }]);
  });

  it('refuses a name of spaces alone before sending anything', async () => {
    const api = renderCard({ status: 500, body: errorBody('Should not be asked.', 'INTERNAL') });
    await createFirm('   ');
    expect(await screen.findByText('Enter the firm’s name.')).toBeInTheDocument();
    expect(screen.getByLabelText('Firm name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.countOf(CREATE)).toBe(0);
  });
});
