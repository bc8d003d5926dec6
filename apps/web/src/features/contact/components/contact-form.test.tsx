import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { errorBody, stubApi, type StubAnswer } from '@/test/test-api';
import { ContactForm } from './contact-form';

const CONTACT = 'POST /api/contact';
const SENT = 'Thank you. We answer within two working days.';
const MESSAGE = 'How do I export my petition as a PDF?';

afterEach(() => vi.unstubAllGlobals());

const page = () => (
  <QueryClientProvider client={new QueryClient()}>
    <ContactForm initialTopic="general" />
  </QueryClientProvider>
);

function renderForm(answer: StubAnswer | StubAnswer[]) {
  const api = stubApi({ [CONTACT]: answer });
  render(page());
  return api;
}

async function write(email: string) {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Message'), MESSAGE);
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));

describe('ContactForm', () => {
  it('sends the message, with the company only for a demo call', async () => {
    const api = renderForm({ body: { success: true, message: SENT } });
    await write('ada@example.com');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'demo-call');
    await userEvent.type(screen.getByLabelText('Firm or company'), 'Lovelace & Co');
    await send();

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(api.bodiesOf(CONTACT)).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', topic: 'demo-call', company: 'Lovelace & Co', message: MESSAGE }]);
  });

  it('shows the server’s refusal above the form, or beside the field it names', async () => {
    const TOO_MANY = 'Too many messages. Please wait an hour and try again.';
    const BLOCKED = 'This address cannot receive our answer.';
    const api = renderForm([
      { status: 429, body: errorBody(TOO_MANY, 'RATE_LIMITED') },
      {
        status: 400,
        body: { ...errorBody(BLOCKED, 'VALIDATION_FAILED'), error: { code: 'VALIDATION_FAILED', message: BLOCKED, fields: { email: [BLOCKED] } } },
      },
    ]);
    await write('ada@example.com');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(TOO_MANY);
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();

    await send();
    expect(await screen.findByText(BLOCKED)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(MESSAGE);
    expect(api.countOf(CONTACT)).toBe(2);
  });

  it('checks the fields as the server would before sending anything', async () => {
    const api = renderForm({ status: 500, body: errorBody('Should not be asked.', 'INTERNAL') });
    // The browser takes "ada@example" as an address; the contract does not.
    await write('ada@example');
    await send();
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.countOf(CONTACT)).toBe(0);
  });

  it('sends what was typed into the drawn page before the app took it over (load-app.js replays the submit)', async () => {
    const api = stubApi({ [CONTACT]: { body: { success: true, message: SENT } } });
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page());
    await userEvent.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Message'), MESSAGE);

    const root = await act(async () => hydrateRoot(container, page()));
    act(() => container.querySelector('form')!.requestSubmit());

    await waitFor(() => expect(api.bodiesOf(CONTACT)).toEqual([{ name: 'Ada Lovelace', email: 'ada@example.com', topic: 'general', message: MESSAGE }]));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    act(() => root.unmount());
    container.remove();
  });
});
