import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TChecklistItem, TFilingPackage } from '@acclaim/contracts';
import {
  buildChecklist as checklistOf,
  buildChecklistItem as item,
  buildFilingPackage,
  buildOverview as buildFormsOverview,
} from '@/features/finalize/test-builders';
import { buildOverview as buildRecommenders } from '@/features/finalize/components/recommendations/test-builders';
import { AppProvider } from '@/lib/app-context';
import { SilentEventSource, stubApi } from '@/test/test-api';
import { finalizeRoute } from './routes';

// The layout follows the case's events; the test has no server to stream them.
beforeEach(() => vi.stubGlobal('EventSource', SilentEventSource));
afterEach(() => void vi.unstubAllGlobals());

/** A case mid-way: fees not ticked, a translation missing, no recommendation letter yet. */
const OPEN_ITEMS = [
  item({ id: 'i-140', status: 'present', title: 'Form I-140, signed', target: 'i140-guide' }),
  item({ id: 'fees', status: 'blocking', title: 'Filing fees', manual: { isDone: false }, target: 'forms' }),
  item({ id: 'translations', group: 'evidence', status: 'blocking', title: 'Certified English translations', target: 'documents' }),
  item({
    id: 'recommendation-letters',
    group: 'letters',
    status: 'missing',
    title: 'Recommendation letters with the recommenders’ CVs',
    target: 'recommendations',
  }),
];
const READY_ITEMS = [
  item({ id: 'i-140', status: 'present', title: 'Form I-140, signed', target: 'i140-guide' }),
  item({ id: 'fees', status: 'present', title: 'Filing fees', manual: { isDone: true }, target: 'forms' }),
  item({
    id: 'recommendation-letters',
    group: 'letters',
    status: 'present',
    title: 'Recommendation letters with the recommenders’ CVs',
    details: ['Prof. Ana Lima: signed, CV attached'],
    target: 'recommendations',
  }),
];

const ASSEMBLED = buildFilingPackage();

function stubCase({
  items = OPEN_ITEMS,
  pkg = null,
  canAssemble = true,
}: { items?: TChecklistItem[]; pkg?: TFilingPackage | null; canAssemble?: boolean } = {}) {
  return stubApi({
    'GET /api/cases/active': { body: { success: true, case: { id: 'case-1', title: 'My petition', petitionType: 'EB1A' } } },
    'GET /api/cases/case-1/filing/checklist': { body: { success: true, checklist: checklistOf(items) } },
    'GET /api/cases/case-1/filing/package': {
      body: {
        success: true,
        package: pkg,
        access: { canAssemble, upgradeNote: canAssemble ? null : 'Assembling the filing package comes with the Complete plan.' },
      },
    },
    'GET /api/cases/case-1/forms': { body: { success: true, forms: buildFormsOverview() } },
    'GET /api/cases/case-1/recommenders': { body: buildRecommenders() },
    'GET /api/cases/case-1/recommendation-letters': {
      body: { success: true, letters: [], overlaps: [], warnings: [], access: { planName: 'Complete', canDraft: true, upgradeNote: null } },
    },
  });
}

/** The real Finalize routes (the ones the app's router uses), with a catch-all like the app's. */
function openAt(url: string) {
  const router = createMemoryRouter([finalizeRoute, { path: '*', element: <p>Page not found</p> }], { initialEntries: [url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </QueryClientProvider>,
  );
  return router;
}

const stepBar = () => screen.findByRole('navigation', { name: 'Finalize steps' });
const stepLink = async (name: RegExp) => within(await stepBar()).findByRole('link', { name });
const currentStep = async () =>
  within(await stepBar())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'step');

describe('Finalize as steps', () => {
  it('opens the first step that needs work, with each step’s status in the step bar', async () => {
    stubCase();
    const router = openAt('/finalize');

    await waitFor(() => expect(router.state.location.pathname).toBe('/finalize/checklist'));
    expect(await screen.findByRole('heading', { name: 'Filing checklist', level: 2 })).toBeInTheDocument();
    expect(await stepLink(/^Filing checklist: 2 block filing$/)).toHaveAttribute('aria-current', 'step');
    expect(await stepLink(/^Forms and fees: 1 blocks filing$/)).toHaveAttribute('href', '/finalize/forms');
    expect(await stepLink(/^Recommendation letters: Not started$/)).toHaveAttribute('href', '/finalize/recommendations');
    expect(await stepLink(/^Filing package: Not assembled$/)).toHaveAttribute('href', '/finalize/package');
    expect(await currentStep()).toHaveLength(1);
    expect(document.title).toMatch(/^Filing checklist · Finalize/);
  });

  it('opens the package when everything before it is ready', async () => {
    stubCase({ items: READY_ITEMS });
    const router = openAt('/finalize');
    await waitFor(() => expect(router.state.location.pathname).toBe('/finalize/package'));
    expect(await stepLink(/^Filing checklist: All ready$/)).not.toHaveAttribute('aria-current');
    expect(await stepLink(/^Recommendation letters: Signed, with CVs$/)).toBeInTheDocument();
    expect(await stepLink(/^Filing package: Not assembled$/)).toHaveAttribute('aria-current', 'step');
    expect(await screen.findByRole('button', { name: 'Assemble package' })).toBeInTheDocument();
  });

  it('opens the checklist when every step is done or not on the plan', async () => {
    stubCase({ items: READY_ITEMS, canAssemble: false });
    const router = openAt('/finalize');
    await waitFor(() => expect(router.state.location.pathname).toBe('/finalize/checklist'));
    expect(await stepLink(/^Filing package: Not on your plan$/)).toBeInTheDocument();
  });

  it.each([
    ['a draft while items still block the filing', OPEN_ITEMS, /^Filing package: Draft assembled$/],
    ['assembled once the checklist is complete', READY_ITEMS, /^Filing package: Assembled$/],
  ])('calls an assembled package %s', async (_, items, name) => {
    stubCase({ items, pkg: ASSEMBLED });
    openAt('/finalize/package');
    expect(await stepLink(name)).toHaveAttribute('aria-current', 'step');
  });

  it.each([
    ['/finalize/checklist', /^Filing checklist/, 'Filing checklist'],
    ['/finalize/forms', /^Forms and fees/, 'Forms and fees'],
    ['/finalize/recommendations', /^Recommendation letters/, 'Recommendation letters'],
    ['/finalize/package', /^Filing package/, 'Filing package'],
  ])('%s shows its step and marks it current', async (url, link, heading) => {
    stubCase();
    const router = openAt(url);
    expect(await screen.findByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
    expect(await stepLink(link)).toHaveAttribute('aria-current', 'step');
    expect(await currentStep()).toHaveLength(1);
    expect(router.state.location.pathname).toBe(url);
  });

  it('sends the old one-page anchors to the step that holds them, keeping the I-140 guide’s anchor', async () => {
    stubCase();
    const guide = openAt('/finalize#i140-guide');
    await waitFor(() => expect(`${guide.state.location.pathname}${guide.state.location.hash}`).toBe('/finalize/forms#i140-guide'));
    guide.dispose();
  });

  it.each([
    ['#recommendations-title', '/finalize/recommendations'],
    ['#package-title', '/finalize/package'],
    ['#forms-title', '/finalize/forms'],
  ])('/finalize%s opens %s', async (hash, url) => {
    stubCase({ items: READY_ITEMS });
    const router = openAt(`/finalize${hash}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(url));
    expect(router.state.location.hash).toBe('');
  });

  it('moves between steps from the keyboard and with the next and back links', async () => {
    stubCase();
    const user = userEvent.setup();
    const router = openAt('/finalize/checklist');
    const forms = await stepLink(/^Forms and fees/);
    forms.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/finalize/forms'));
    expect(await stepLink(/^Forms and fees/)).toHaveAttribute('aria-current', 'step');
    expect(await stepLink(/^Filing checklist/)).not.toHaveAttribute('aria-current');

    await user.click(await screen.findByRole('link', { name: /^Next: recommendation letters/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finalize/recommendations'));
    await user.click(await screen.findByRole('link', { name: /^Back to forms and fees/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/finalize/forms'));
  });

  it('links each checklist item to the step that fixes it', async () => {
    stubCase();
    openAt('/finalize/checklist');
    expect(await screen.findByRole('link', { name: 'Open the I-140 guide' })).toHaveAttribute('href', '/finalize/forms#i140-guide');
    expect(screen.getByRole('link', { name: 'See the forms' })).toHaveAttribute('href', '/finalize/forms');
    expect(screen.getByRole('link', { name: 'Plan the letters' })).toHaveAttribute('href', '/finalize/recommendations');
  });

  it('has no page at an unknown step', async () => {
    stubCase();
    openAt('/finalize/fees');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
