import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, renderAt, stubApi } from '@/test/test-api';
import { RecommendationsSection } from './recommendations-section';
import { buildLetterDetail, buildLetterSummary, buildOverlap, buildOverview, buildRecommender, buildSuggestion, FREE_ACCESS } from './test-builders';

const OVERVIEW = 'GET /api/cases/case-1/recommenders';
const CHOOSE = 'POST /api/cases/case-1/recommenders';
const LETTERS = 'GET /api/cases/case-1/recommendation-letters';
const DRAFT = 'POST /api/cases/case-1/recommendation-letters';
const LETTER = 'GET /api/recommendation-letters/letter-1';
const SAVE = 'PATCH /api/recommendation-letters/letter-1';
const VERSIONS = 'GET /api/recommendation-letters/letter-1/versions';
const RESTORE = 'POST /api/recommendation-letters/letter-1/versions/1/restore';

const noLetters = { body: { success: true, letters: [], overlaps: [], warnings: [], access: FREE_ACCESS } };
const lettersOf = (letters: ReturnType<typeof buildLetterSummary>[], overlaps = [] as ReturnType<typeof buildOverlap>[]) => ({
  body: { success: true, letters, overlaps, warnings: [], access: { planName: 'Complete', canDraft: true, upgradeNote: null } },
});
const chosenPair = [buildRecommender(), buildRecommender({ id: 'rec-2', key: 'person:reyes-m', name: 'Marisol Reyes', title: null, affiliation: null })];
const plan = {
  petitionType: 'EB1A' as const,
  letters: [
    {
      recommenderId: 'rec-1',
      focus: { id: 'eb1a-v' as const, label: 'Original contributions of major significance' },
      angle: 'work_and_role' as const,
      facts: [{ id: 'ev-pub-1', title: 'Sulfide solid electrolytes', exhibit: 'B-1' }],
    },
    { recommenderId: 'rec-2', focus: { id: 'eb1a-vi' as const, label: 'Scholarly articles' }, angle: 'work_and_role' as const, facts: [] },
  ],
  warnings: [
    {
      code: 'no_independent' as const,
      message: 'All recommenders are collaborators of Dr. Vogt; add at least one independent expert.',
      recommenderIds: ['rec-1', 'rec-2'],
    },
  ],
};

afterEach(() => void vi.unstubAllGlobals());

describe('Recommendation letters on /finalize', () => {
  it('shows a Free Trial the suggestions with why and what they can attest, the upgrade note, and keeps drafting closed', async () => {
    const api = stubApi({
      [OVERVIEW]: { body: buildOverview({ access: FREE_ACCESS }) },
      [LETTERS]: noLetters,
      [CHOOSE]: { status: 201, body: { success: true, recommender: buildRecommender() } },
    });
    renderAt(<RecommendationsSection caseId="case-1" />);

    const suggestions = await screen.findByRole('list', { name: 'Suggested recommenders' });
    const hartmann = within(suggestions).getByRole('listitem', { name: 'Jonas Hartmann' });
    expect(within(hartmann).getByText('Collaborator')).toBeInTheDocument();
    expect(within(hartmann).getByText(/^Co-authored “Sulfide solid electrolytes”/)).toBeInTheDocument();
    expect(
      within(within(hartmann).getByRole('list', { name: 'What Jonas Hartmann can attest to' })).getByText('Original contributions of major significance'),
    ).toBeInTheDocument();
    expect(screen.getByText(/comes with the Complete and Attorneys & Agents plans/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans on Billing' })).toHaveAttribute('href', '/billing?plan=COMPLETE');
    expect(screen.getByRole('button', { name: 'Draft letters' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Draft letters' })).toHaveAccessibleDescription('Drafting comes with the Complete plan.');

    await userEvent.click(within(hartmann).getByRole('button', { name: 'Choose Jonas Hartmann' }));
    await waitFor(() => expect(api.bodiesOf(CHOOSE)).toEqual([{ key: 'person:hartmann-j' }]));
  });

  it('asks for the name of a suggested role, and adds someone by hand after checking the name', async () => {
    const role = buildSuggestion({
      key: 'role:award:ecs',
      name: null,
      role: 'Chair of the prize committee',
      affiliation: 'The Electrochemical Society',
      relationship: 'independent',
      sources: ['award_committee'],
      reason: 'Chaired the committee that chose the Young Author Prize.',
    });
    const api = stubApi({
      [OVERVIEW]: { body: buildOverview({ suggestions: [role] }) },
      [LETTERS]: noLetters,
      [CHOOSE]: { status: 201, body: { success: true, recommender: buildRecommender({ name: 'Ruth Adler' }) } },
    });
    renderAt(<RecommendationsSection caseId="case-1" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Choose Chair of the prize committee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is Chair of the prize committee?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ruth Adler');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
    await waitFor(() => expect(api.bodiesOf(CHOOSE)).toEqual([{ key: 'role:award:ecs', name: 'Ruth Adler', title: 'Chair of the prize committee' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add your own' }));
    const add = await screen.findByRole('dialog', { name: 'Add a recommender' });
    await userEvent.type(within(add).getByRole('textbox', { name: 'Name' }), 'A');
    await userEvent.click(within(add).getByRole('button', { name: 'Add recommender' }));
    expect(await within(add).findByText('Give the recommender’s name')).toBeInTheDocument();
    expect(api.countOf(CHOOSE)).toBe(1);
    await userEvent.type(within(add).getByRole('textbox', { name: 'Name' }), 'na Lima');
    await userEvent.type(within(add).getByRole('textbox', { name: 'Institution (optional)' }), 'University of Porto');
    await userEvent.click(within(add).getByRole('button', { name: 'Add recommender' }));
    await waitFor(() =>
      expect(api.bodiesOf(CHOOSE)[1]).toEqual({
        name: 'Ana Lima',
        title: null,
        affiliation: 'University of Porto',
        relationship: 'independent',
        credentials: null,
        firstHand: null,
      }),
    );
  });

  it('shows the chosen with their planned focus and the plan’s warnings, drafts while saying so, then lists the letters', async () => {
    let finish: (value: Response) => void = () => undefined;
    const api = stubApi({
      [OVERVIEW]: [
        { body: buildOverview({ recommenders: chosenPair, plan, planNote: null }) },
        { body: buildOverview({ recommenders: chosenPair.map((r, i) => ({ ...r, letterId: `letter-${i + 1}` })), plan, planNote: null }) },
      ],
      [LETTERS]: [
        lettersOf([]),
        lettersOf([
          buildLetterSummary(),
          buildLetterSummary({
            id: 'letter-2',
            recommenderId: 'rec-2',
            recommenderName: 'Marisol Reyes',
            focus: { id: 'eb1a-vi', label: 'Scholarly articles' },
          }),
        ]),
      ],
      [DRAFT]: { status: 201, body: { success: true, letters: [buildLetterSummary()], warnings: [] } },
    });
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? new Promise<Response>((resolve) => (finish = (r) => resolve(r))).then(() => realFetch(input, init)) : realFetch(input, init),
    );
    renderAt(<RecommendationsSection caseId="case-1" />);

    const chosen = await screen.findByRole('list', { name: 'Chosen recommenders' });
    expect(within(chosen).getByText('Original contributions of major significance')).toBeInTheDocument();
    expect(within(chosen).getByText(/Sulfide solid electrolytes \(Exhibit B-1\)/)).toBeInTheDocument();
    expect(screen.getByText(/add at least one independent expert/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Draft letters' }));
    expect(await screen.findByRole('button', { name: 'Drafting 2 letters…' })).toBeDisabled();
    finish(new Response());
    const letters = await screen.findByRole('list', { name: 'Recommendation letters' });
    expect(within(letters).getAllByRole('listitem')).toHaveLength(2);
    expect(within(letters).getByText('Scholarly articles')).toBeInTheDocument();
    expect(api.countOf(DRAFT)).toBe(1);
    expect(await screen.findByText('Every chosen recommender has a letter.')).toBeInTheDocument();
  });

  it('says which letters share which passage', async () => {
    stubApi({
      [OVERVIEW]: { body: buildOverview({ recommenders: chosenPair, plan, planNote: null }) },
      [LETTERS]: lettersOf([buildLetterSummary(), buildLetterSummary({ id: 'letter-2', recommenderName: 'Marisol Reyes' })], [buildOverlap()]),
    });
    renderAt(<RecommendationsSection caseId="case-1" />);
    expect(await screen.findByText('The letters of Jonas Hartmann and Marisol Reyes share this passage:')).toBeInTheDocument();
    expect(screen.getByText('“because of this tie i have kept to what the record shows”')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: 'Recommendation letters' });
    expect(within(cards).getByText('Reads like the letter of Marisol Reyes')).toBeInTheDocument();
    expect(within(cards).getByText('Reads like the letter of Jonas Hartmann')).toBeInTheDocument();
  });

  it('opens a letter to read with its exhibits, saves an edited paragraph with its exhibit kept, and reports a stale save', async () => {
    const api = stubApi({
      [OVERVIEW]: { body: buildOverview({ recommenders: [buildRecommender({ letterId: 'letter-1' })] }) },
      [LETTERS]: lettersOf([buildLetterSummary()]),
      [LETTER]: { body: { success: true, letter: buildLetterDetail() } },
      [SAVE]: {
        status: 409,
        body: errorBody('The letter changed since you opened it (now version 2). Copy your text, reload, and apply it again.', 'CONFLICT'),
      },
    });
    renderAt(<RecommendationsSection caseId="case-1" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Open letter of Jonas Hartmann' }));
    const letter = await screen.findByRole('article', { name: 'Letter of Jonas Hartmann in support of Lena Vogt' });
    expect(within(letter).getByText('(Exhibit B-1)')).toHaveAttribute('title', 'Sulfide solid electrolytes');
    expect(screen.getByText(/Every factual sentence rests on its exhibit/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Word (.docx)' })).toHaveAttribute('href', '/api/recommendation-letters/letter-1/export?format=docx');
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/recommendation-letters/letter-1/export?format=pdf');

    await userEvent.click(screen.getByRole('button', { name: 'Edit paragraphs' }));
    const paragraph = screen.getByRole('textbox', { name: 'The original contributions, paragraph 1' });
    expect(paragraph).toHaveValue('“Sulfide solid electrolytes” appeared in Nature Energy in 2021 (Exhibit B-1).');
    await userEvent.clear(paragraph);
    await userEvent.type(paragraph, 'The article appeared in 2021 (Exhibit B-1).');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));

    expect(await screen.findByText(/changed since you opened it \(now version 2\)/)).toBeInTheDocument();
    expect(api.bodiesOf(SAVE)).toEqual([
      {
        baseVersion: 1,
        sections: [
          {
            id: 'focus-eb1a-v',
            blocks: [
              {
                type: 'paragraph',
                sentences: [
                  {
                    runs: [
                      { type: 'text', text: 'The article appeared in 2021', marks: [] },
                      { type: 'exhibit', label: 'B-1', evidenceIds: ['ev-pub-1'] },
                      { type: 'text', text: '.', marks: [] },
                    ],
                    isFactual: false,
                    evidenceIds: [],
                  },
                ],
              },
            ],
          },
        ],
      },
    ]);
    expect(screen.getByRole('button', { name: 'Reload the letter' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'The original contributions, paragraph 1' })).toHaveValue('The article appeared in 2021 (Exhibit B-1).');
  });

  it('returns to the letter after a save, showing the new version', async () => {
    const api = stubApi({
      [OVERVIEW]: { body: buildOverview({ recommenders: [buildRecommender({ letterId: 'letter-1' })] }) },
      [LETTERS]: lettersOf([buildLetterSummary()]),
      [LETTER]: { body: { success: true, letter: buildLetterDetail() } },
      [SAVE]: { body: { success: true, letter: buildLetterDetail({ version: 2, wordCount: 320 }) } },
    });
    renderAt(<RecommendationsSection caseId="case-1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open letter of Jonas Hartmann' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit paragraphs' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Introduction, paragraph 1' }), ' I know the field well.');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Saved as version 2')).toBeInTheDocument();
    expect(screen.getByText(/version 2 · 320 words/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.bodiesOf(SAVE)[0]).toMatchObject({ baseVersion: 1, sections: [{ id: 'introduction' }] });
  });

  it('lists the versions and restores one only after confirming', async () => {
    const api = stubApi({
      [OVERVIEW]: { body: buildOverview({ recommenders: [buildRecommender({ letterId: 'letter-1' })] }) },
      [LETTERS]: lettersOf([buildLetterSummary({ version: 2 })]),
      [LETTER]: { body: { success: true, letter: buildLetterDetail({ version: 2 }) } },
      [VERSIONS]: {
        body: {
          success: true,
          versions: [
            { number: 2, source: 'edited', note: 'Edited “The original contributions”', createdAt: '2026-03-02T11:00:00.000Z', createdBy: 'Lena Vogt' },
            { number: 1, source: 'generated', note: 'First draft', createdAt: '2026-03-02T10:00:00.000Z', createdBy: 'Lena Vogt' },
          ],
        },
      },
      [RESTORE]: { body: { success: true, letter: buildLetterDetail({ version: 3 }) } },
    });
    renderAt(<RecommendationsSection caseId="case-1" />);

    await userEvent.click(await screen.findByRole('button', { name: 'Open letter of Jonas Hartmann' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Versions' }));
    const versions = await screen.findByRole('list', { name: 'Versions of the letter' });
    expect(within(versions).getAllByRole('listitem')).toHaveLength(2);
    expect(within(versions).queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();

    await userEvent.click(within(versions).getByRole('button', { name: 'Restore version 1' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    expect(api.countOf(RESTORE)).toBe(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.countOf(RESTORE)).toBe(1));
    expect(await screen.findByText(/version 3 · 310 words/)).toBeInTheDocument();
  });

  it('changes a status, and removes someone with a letter only after confirming that the letter goes too', async () => {
    const withLetter = buildRecommender({ letterId: 'letter-1' });
    const api = stubApi({
      [OVERVIEW]: { body: buildOverview({ recommenders: [withLetter] }) },
      [LETTERS]: lettersOf([buildLetterSummary()]),
      'PATCH /api/recommenders/rec-1': { body: { success: true, recommender: { ...withLetter, status: 'asked' } } },
      'DELETE /api/recommenders/rec-1?withLetter=1': { body: { success: true, message: 'Jonas Hartmann was removed from your recommenders.' } },
    });
    renderAt(<RecommendationsSection caseId="case-1" />);

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status of Jonas Hartmann' }), 'asked');
    await waitFor(() => expect(api.bodiesOf('PATCH /api/recommenders/rec-1')).toEqual([{ status: 'asked' }]));

    await userEvent.click(screen.getByRole('button', { name: 'Remove Jonas Hartmann' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Jonas Hartmann and their letter?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove with letter' }));
    await waitFor(() => expect(api.countOf('DELETE /api/recommenders/rec-1?withLetter=1')).toBe(1));
    expect(await screen.findByText('Jonas Hartmann was removed from your recommenders.')).toBeInTheDocument();
  });

  it('offers a retry when the recommenders cannot be loaded', async () => {
    stubApi({ [OVERVIEW]: { status: 500, body: errorBody('Something went wrong on our side.', 'INTERNAL') }, [LETTERS]: noLetters });
    renderAt(<RecommendationsSection caseId="case-1" />);
    expect(await screen.findByText('Your recommenders could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
