import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Fails on any serious or critical axe violation in what is rendered now, as the end-to-end suite does on every
 * page. Colour contrast needs real layout and paint, which jsdom has not, so only the browser suite checks it.
 */
export async function expectAccessible(container: Element = document.body) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    blocking.map(
      (violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
