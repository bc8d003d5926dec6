import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LEVEL_THRESHOLDS } from '@acclaim/domain/assessment';
import { LIKELY_MET_SCORE } from '../labels';
import { DemoWalkthrough } from './demo-walkthrough';

function renderDemo() {
  return render(
    <MemoryRouter>
      <DemoWalkthrough />
    </MemoryRouter>,
  );
}

const awardsToggle = () => screen.getByRole('button', { name: /^\(i\) Awards,/ });

// The whole assessment renders in jsdom on each change, which takes seconds there (milliseconds in a browser).
describe('DemoWalkthrough', { timeout: 20_000 }, () => {
  it('says the profile is fictional and starts with every evidence item switched on', () => {
    renderDemo();
    expect(screen.getAllByText(/fictional/i).length).toBeGreaterThan(0);
    const switches = screen.getAllByRole('switch');
    expect(switches.length).toBeGreaterThan(20);
    expect(switches.every((item) => item.getAttribute('aria-checked') === 'true')).toBe(true);
    expect(screen.getByRole('switch', { name: 'Best Paper Award, ISMB 2021' })).toBeInTheDocument();
  });

  it('runs the engine again when an item is switched off, shows what changed, and restores it on reset', async () => {
    renderDemo();
    expect(awardsToggle()).toHaveAccessibleName(/Likely met/);

    await userEvent.click(screen.getByRole('switch', { name: 'Best Paper Award, ISMB 2021' }));

    expect(screen.getByRole('switch', { name: 'Best Paper Award, ISMB 2021' })).toHaveAttribute('aria-checked', 'false');
    // The criterion panel and the chart's table both show the new level.
    expect(awardsToggle()).toHaveAccessibleName(/Weak/);
    const chart = screen.getByRole('figure', { name: 'The ten EB-1A criteria' });
    const awardsRow = within(chart).getByRole('rowheader', { name: '(i) Awards' }).closest('tr')!;
    expect(within(awardsRow).getAllByRole('cell')[1]).toHaveTextContent('Weak');
    // A named summary of the change, announced politely.
    const changed = screen.getByRole('heading', { name: 'What changed' }).closest('[aria-live]')!;
    expect(changed).toHaveAttribute('aria-live', 'polite');
    expect(within(changed as HTMLElement).getByText('(i) Awards:')).toBeInTheDocument();
    expect(screen.getByText(/switched off; the assessment ran again/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('switch', { name: 'Best Paper Award, ISMB 2021' })).toHaveAttribute('aria-checked', 'true');
    expect(awardsToggle()).toHaveAccessibleName(/Likely met/);
  }, 30_000);

  it('shows step one, the elements and the documentation of each criterion, and the final merits apart', async () => {
    renderDemo();
    const panelOf = (id: string) => document.getElementById(`finding-${id}`)!;
    expect(within(panelOf('eb1a-i')).getByText('Step one: Met')).toBeInTheDocument();
    expect(within(panelOf('eb1a-i')).getByText('Primary exhibit')).toBeInTheDocument();
    expect(within(panelOf('eb1a-ix')).getByText('Step one: Not met')).toBeInTheDocument();
    // The group lead role rests only on the CV: flagged, and still likely met.
    const role = panelOf('eb1a-viii');
    expect(within(role).getByText('Only on the CV — attach the exhibit')).toBeInTheDocument();
    expect(within(role).getByRole('button', { name: /^\(viii\) Leading or critical role, Likely met/ })).toBeInTheDocument();

    await userEvent.click(within(panelOf('eb1a-ix')).getByRole('button', { name: /^\(ix\) High salary/ }));
    const elements = within(panelOf('eb1a-ix')).getByRole('list', { name: 'Step one: what the rule asks' });
    expect(within(elements).getByText('High, or significantly high, in relation to others in the field')).toBeInTheDocument();
    expect(within(elements).getByText('Not shown')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Final merits (Kazarian step two)' })).toBeInTheDocument();
    expect(document.getElementById('finding-merits-sustained-acclaim')).not.toHaveTextContent(/Step one/);
  });

  it('steps through the guided tour', async () => {
    renderDemo();
    expect(screen.getByRole('heading', { name: 'Meet the sample profile' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('heading', { name: 'Switch evidence off and on' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Close the guided tour' }));
    expect(screen.getByRole('button', { name: 'Show the guided tour' })).toBeInTheDocument();
  });

  it('offers sign-up', () => {
    renderDemo();
    expect(screen.getByRole('link', { name: /Create your free account/ })).toHaveAttribute('href', '/login');
  });
});

describe('LIKELY_MET_SCORE', () => {
  it('is the engine’s likely threshold, so the signed-in chart draws its line where the engine counts', () => {
    expect(LIKELY_MET_SCORE).toBe(LEVEL_THRESHOLDS.likely);
  });
});
