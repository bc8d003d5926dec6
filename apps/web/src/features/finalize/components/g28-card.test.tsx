import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildG28, buildOverview } from '../test-builders';
import { renderAt, stubApi } from '@/test/test-api';
import { FormsSection } from './forms-section';

const FORMS = 'GET /api/cases/case-1/forms';
const ok = (forms: ReturnType<typeof buildOverview>) => ({ body: { success: true, forms } });

afterEach(() => void vi.unstubAllGlobals());

describe('Form G-28 worksheet on /finalize', () => {
  it('shows a firm case the attorney, firm and client with their values, and flags the missing bar number with where to add it', async () => {
    stubApi({
      [FORMS]: ok(buildOverview({ g28: buildG28(), needs: { hasAttorney: true, wantsPremiumProcessing: false, wantsEmailNotice: true, paysByCard: false } })),
    });
    renderAt(<FormsSection caseId="case-1" />);

    const card = (await screen.findByRole('heading', { name: 'Form G-28 worksheet' })).closest('#g28-worksheet') as HTMLElement;
    expect(within(card).getByText('1 answer missing')).toBeInTheDocument();
    expect(within(card).getByText(/Harbor Immigration LLP represents the petitioner/)).toBeInTheDocument();

    const attorney = within(card).getByRole('region', { name: 'Attorney or accredited representative' });
    expect(within(attorney).getByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(attorney).getByText('120 Main Street')).toBeInTheDocument();
    expect(within(attorney).getByText('Complete')).toBeInTheDocument();

    const eligibility = within(card).getByRole('region', { name: /Eligibility/ });
    expect(within(eligibility).getByText('1 to fix')).toBeInTheDocument();
    expect(within(eligibility).getByText('Missing')).toBeInTheDocument();
    const bar = within(eligibility).getByText('— not answered —');
    expect(bar).toHaveAccessibleDescription('To fix: Add the bar number on the Members page.');

    // Part 3 is the client: for an I-140, the petitioner.
    const client = within(card).getByRole('region', { name: /Client: the petitioner/ });
    expect(within(client).getByText('Part 3')).toBeInTheDocument();
    expect(within(client).getByText('Amara Okafor')).toBeInTheDocument();

    await userEvent.click(within(card).getByText('What the sources say about Form G-28'));
    expect(within(card).getByText(/client listed in Part 3 of the G-28 is the petitioner/)).toBeVisible();

    // The attorney switch is fixed on: the firm's attorney always files a G-28.
    const attorneySwitch = screen.getByRole('switch', { name: 'An attorney or accredited representative files for me' });
    expect(attorneySwitch).toBeChecked();
    expect(attorneySwitch).toBeDisabled();
    expect(attorneySwitch).toHaveAccessibleDescription(/law firm runs this case/);
  });

  it('shows no G-28 card on a self-petitioner’s case, and leaves the attorney switch to them', async () => {
    stubApi({ [FORMS]: ok(buildOverview()) });
    renderAt(<FormsSection caseId="case-1" />);
    expect(await screen.findByRole('list', { name: 'Recommended forms' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Form G-28 worksheet' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'An attorney or accredited representative files for me' })).toBeEnabled();
  });

  it('says so when every answer is here', async () => {
    const complete = buildG28();
    const sections = complete.sections.map((section) => ({
      ...section,
      fields: section.fields.map((f) => (f.fieldId === 'barNumber' ? { ...f, value: 'MA-684201', fix: null } : f)),
    }));
    stubApi({ [FORMS]: ok(buildOverview({ g28: { ...complete, sections, missing: 0 } })) });
    renderAt(<FormsSection caseId="case-1" />);
    const card = (await screen.findByRole('heading', { name: 'Form G-28 worksheet' })).closest('#g28-worksheet') as HTMLElement;
    expect(within(card).getByText('Every answer is here')).toBeInTheDocument();
    expect(within(card).getByText('MA-684201')).toBeInTheDocument();
    expect(within(card).queryByText('Missing')).not.toBeInTheDocument();
  });
});
