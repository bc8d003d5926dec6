import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildBlockedPetitionerPart, buildField, buildGuide, buildOverview, buildPart } from '../test-builders';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { FormsSection } from './forms-section';

const FORMS = 'GET /api/cases/case-1/forms';
const NEEDS = 'PUT /api/cases/case-1/forms/needs';
const I140 = 'PATCH /api/cases/case-1/forms/i-140';
const ok = (forms: ReturnType<typeof buildOverview>) => ({ body: { success: true, forms } });

afterEach(() => void vi.unstubAllGlobals());

async function openPart(name: RegExp) {
  const trigger = await screen.findByRole('button', { name });
  if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
  return trigger;
}

describe('Forms on /finalize', () => {
  it('shows a Free Trial the recommended forms, fees with their date and where to file, and the upgrade note instead of the guide', async () => {
    stubApi({
      [FORMS]: ok(buildOverview({ i140: null, upgradeNote: 'The Form I-140 guide comes with the Complete plan. Upgrade on the Billing page to use it.' })),
    });
    renderAt(<FormsSection caseId="case-1" />);

    const forms = await screen.findByRole('list', { name: 'Recommended forms' });
    expect(within(forms).getByRole('heading', { name: 'Form I-140, Immigrant Petition for Alien Workers' })).toBeInTheDocument();
    expect(within(forms).getByText(/ticks the NIW box/)).toBeInTheDocument();
    expect(within(forms).getByText('Required')).toBeInTheDocument();
    expect(screen.getByText('As of January 12, 2026')).toBeInTheDocument();
    expect(screen.getByText('Not known yet')).toBeInTheDocument();
    expect(screen.getByText(/Direct Filing Addresses for Form I-140/)).toBeInTheDocument();
    expect(screen.getByText(/comes with the Complete plan/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans on Billing' })).toHaveAttribute('href', '/billing?plan=COMPLETE');
    expect(screen.queryByRole('progressbar', { name: 'Parts of the I-140 confirmed' })).not.toBeInTheDocument();
  });

  it('saves a switched need with the others and shows the form it adds', async () => {
    const withPremium = buildOverview({
      needs: { hasAttorney: false, wantsPremiumProcessing: true, wantsEmailNotice: true, paysByCard: false },
      recommendedForms: [
        ...buildOverview().recommendedForms,
        { formId: 'I-907', title: 'Form I-907, Request for Premium Processing Service', reason: 'You want premium processing.', need: 'optional', facts: [] },
      ],
    });
    const api = stubApi({ [FORMS]: ok(buildOverview()), [NEEDS]: ok(withPremium) });
    renderAt(<FormsSection caseId="case-1" />);

    await userEvent.click(await screen.findByRole('switch', { name: 'I want premium processing' }));
    expect(await screen.findByRole('heading', { name: 'Form I-907, Request for Premium Processing Service' })).toBeInTheDocument();
    expect(api.bodiesOf(NEEDS)).toEqual([{ hasAttorney: false, wantsPremiumProcessing: true, wantsEmailNotice: true, paysByCard: false }]);
    expect(screen.getByRole('switch', { name: 'I want premium processing' })).toBeChecked();
  });

  it('shows each field with its source and issues, and saves an edited answer when the field is left', async () => {
    const edited = buildOverview({
      i140: buildGuide({
        version: 1,
        answers: { jobTitle: 'Principal Data Scientist' },
        parts: [
          buildBlockedPetitionerPart(),
          buildPart({ fields: [buildField({ value: 'Principal Data Scientist', displayValue: 'Principal Data Scientist' })] }),
        ],
      }),
    });
    const api = stubApi({ [FORMS]: ok(buildOverview()), [I140]: ok(edited) });
    renderAt(<FormsSection caseId="case-1" />);

    // Part 1 opens first: the missing answer is flagged inline, with its badge.
    const question5 = await screen.findByRole('group', { name: /Question 5: nonprofit or government research entity\? \(required\) Missing/ });
    expect(within(question5).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(question5).toHaveAccessibleDescription(/Error: Question 5 must not be left blank/);

    await openPart(/^Part 6/);
    const title = screen.getByRole('textbox', { name: 'Job title (required)' });
    expect(title).toHaveValue('Senior Data Scientist');
    expect(title.closest('div.space-y-2')).toHaveTextContent('From your case');
    await userEvent.clear(title);
    await userEvent.type(title, 'Principal Data Scientist');
    expect(api.countOf(I140)).toBe(0);
    await userEvent.tab();

    await waitFor(() => expect(api.bodiesOf(I140)).toEqual([{ answers: { jobTitle: 'Principal Data Scientist' }, baseVersion: 0 }]));
    expect(await screen.findByText('All answers saved.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Job title (required)' })).toHaveValue('Principal Data Scientist');
  });

  it('takes a suggested value as the answer on request', async () => {
    const soc = buildField({
      fieldId: 'socCode',
      label: 'SOC code',
      value: '15-2051',
      displayValue: '15-2051',
      source: 'suggested',
      issues: [{ code: 'check', severity: 'info', text: 'Suggested from the job title or field: 15-2051 Data Scientists.', ref: null }],
      answer: { key: 'socCode', kind: 'text', options: [], placeholder: '15-2051' },
    });
    const api = stubApi({
      [FORMS]: ok(buildOverview({ i140: buildGuide({ parts: [buildBlockedPetitionerPart(), buildPart({ fields: [buildField(), soc] })] }) })),
      [I140]: ok(
        buildOverview({
          i140: buildGuide({
            version: 1,
            parts: [buildBlockedPetitionerPart(), buildPart({ fields: [buildField(), { ...soc, source: 'case', issues: [] }] })],
          }),
        }),
      ),
    });
    renderAt(<FormsSection caseId="case-1" />);
    await openPart(/^Part 6/);
    expect(screen.getByRole('textbox', { name: 'SOC code (required)' })).toHaveAccessibleDescription(/Note: Suggested from the job title/);
    await userEvent.click(screen.getByRole('button', { name: 'Use the suggestion for SOC code' }));
    await waitFor(() => expect(api.bodiesOf(I140)).toEqual([{ answers: { socCode: '15-2051' }, baseVersion: 0 }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Use the suggestion/ })).not.toBeInTheDocument());
  });

  it('keeps Confirm disabled with the reason while errors remain, then confirms once they are answered and moves on', async () => {
    const answered = buildBlockedPetitionerPart({
      fields: buildBlockedPetitionerPart().fields.map((f) =>
        f.fieldId === 'petitionerIsNonprofitResearch' ? { ...f, value: false, displayValue: 'No', source: 'case' as const, issues: [] } : f,
      ),
      errors: 0,
      missingRequired: 0,
      blockers: [],
    });
    const afterAnswer = buildOverview({ i140: buildGuide({ version: 1, answers: { petitionerIsNonprofitResearch: false }, parts: [answered, buildPart()] }) });
    const afterConfirm = buildOverview({
      i140: buildGuide({
        version: 2,
        answers: { petitionerIsNonprofitResearch: false },
        confirmedPartIds: ['petitioner'],
        progress: 13,
        parts: [{ ...answered, isConfirmed: true }, buildPart()],
      }),
    });
    const api = stubApi({ [FORMS]: ok(buildOverview()), [I140]: [ok(afterAnswer), ok(afterConfirm)] });
    renderAt(<FormsSection caseId="case-1" />);

    const confirm = await screen.findByRole('button', { name: 'Confirm Part 1' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(/One thing to fix before you can confirm: Question 5 must not be left blank/);

    const question5 = screen.getByRole('group', { name: /Question 5/ });
    await userEvent.click(within(question5).getByRole('radio', { name: 'No' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Part 1' })).toBeEnabled());
    expect(within(screen.getByRole('group', { name: /Question 5/ })).getByRole('radio', { name: 'No' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Confirm Part 1' }));
    expect(await screen.findByText('Part 1 confirmed')).toBeInTheDocument();
    expect(api.bodiesOf(I140)).toEqual([
      { answers: { petitionerIsNonprofitResearch: false }, baseVersion: 0 },
      { confirmPartId: 'petitioner', baseVersion: 1 },
    ]);
    expect(screen.getByRole('progressbar', { name: 'Parts of the I-140 confirmed' })).toHaveAttribute('aria-valuenow', '13');
    expect(screen.getByText('1 of 2 (13%)')).toBeInTheDocument();
    // The next part still open is opened, with the keyboard on it.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Part 6/ })).toHaveFocus());
    expect(screen.getByRole('button', { name: /^Part 6/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('sends quick successive saves one after another, each on the version the previous one returned', async () => {
    const first = buildOverview({ i140: buildGuide({ version: 1 }) });
    const second = buildOverview({ i140: buildGuide({ version: 2 }) });
    const api = stubApi({ [FORMS]: ok(buildOverview()), [I140]: [ok(first), ok(second)] });
    // The first save is held on the wire until the second answer has been given.
    const served = globalThis.fetch;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let isFirstPatch = true;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PATCH' && isFirstPatch) {
        isFirstPatch = false;
        await held;
      }
      return served(input, init);
    });
    renderAt(<FormsSection caseId="case-1" />);

    const question5 = await screen.findByRole('group', { name: /Question 5/ });
    await userEvent.click(within(question5).getByRole('radio', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('radio', { name: 'An employer files for me' }));
    release();
    await waitFor(() => expect(api.countOf(I140)).toBe(2));
    expect(api.bodiesOf(I140)).toEqual([
      { answers: { petitionerIsNonprofitResearch: true }, baseVersion: 0 },
      { answers: { filedBy: 'employer' }, baseVersion: 1 },
    ]);
  });

  it('says so when the worksheet changed elsewhere (409) and reloads it on request', async () => {
    const api = stubApi({
      [FORMS]: ok(buildOverview()),
      [I140]: {
        status: 409,
        body: errorBody(
          'The worksheet changed since you opened it (perhaps in another tab). Reload to see the latest answers, then make your change again.',
          'CONFLICT',
        ),
      },
    });
    renderAt(<FormsSection caseId="case-1" />);

    await userEvent.click(within(await screen.findByRole('group', { name: /Question 5/ })).getByRole('radio', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The worksheet changed since you opened it');
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload the worksheet' }));
    await waitFor(() => expect(api.countOf(FORMS)).toBe(2));
    expect(screen.queryByText(/changed since you opened it/)).not.toBeInTheDocument();
  });

  it('shows a refused answer under its field', async () => {
    stubApi({
      [FORMS]: ok(buildOverview()),
      [I140]: {
        status: 400,
        body: {
          ...errorBody('Too long', 'VALIDATION_FAILED'),
          error: { code: 'VALIDATION_FAILED', message: 'Too long', fields: { 'answers.jobTitle': ['Keep this answer under 2000 characters.'] } },
        },
      },
    });
    renderAt(<FormsSection caseId="case-1" />);
    await openPart(/^Part 6/);
    const title = screen.getByRole('textbox', { name: 'Job title (required)' });
    await userEvent.type(title, ' II');
    await userEvent.tab();
    expect(await screen.findByText('Keep this answer under 2000 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Job title (required)' })).toHaveAccessibleDescription(/Keep this answer under 2000 characters\./);
    expect(screen.getByRole('textbox', { name: 'Job title (required)' })).toHaveValue('Senior Data Scientist II');
  });

  it('shows the server’s message and a retry when the forms cannot be loaded', async () => {
    stubApi({ [FORMS]: { status: 500, body: errorBody('Something went wrong on our side.', 'INTERNAL') } });
    renderAt(<FormsSection caseId="case-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The forms of your case could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
