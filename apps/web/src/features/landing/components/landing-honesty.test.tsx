import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SITE } from '@acclaim/content/site';
import { SiteFooter } from '@/components/layout/site-footer';
import { Resources } from './resources';
import { VerifiedChecks } from './verified-checks';

/** The landing page sells with what a visitor can check, not with quotes, and lists each link in one place. */
describe('landing page honesty', () => {
  it('shows what is checked, each with a place to see it, and no quotes dressed as testimonials', () => {
    const { container } = render(
      <MemoryRouter>
        <VerifiedChecks />
      </MemoryRouter>,
    );
    expect(container.querySelector('blockquote')).toBeNull();
    expect(container.textContent).not.toMatch(/paraphrased|testimonial/i);
    expect('voices' in SITE).toBe(false);
    const checks = within(screen.getByRole('region', { name: 'See the work, not quotes about it' })).getAllByRole('listitem');
    expect(checks.length).toBeGreaterThanOrEqual(3);
    for (const check of checks) expect(within(check).getAllByRole('link').length).toBe(1);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(expect.arrayContaining(['/demo', '#samples']));
  });

  it('lists the guides once, without repeating the footer’s pages', () => {
    render(
      <MemoryRouter>
        <Resources />
        <SiteFooter />
      </MemoryRouter>,
    );
    const guides = within(screen.getByRole('region', { name: 'Guides before you file' })).getByRole('list');
    const guideLinks = within(guides)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(guideLinks).toEqual(SITE.resources.map((resource) => resource.href));
    const footerLinks = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(guideLinks.filter((href) => footerLinks.includes(href))).toEqual([]);
    expect(screen.getAllByRole('heading', { name: /^Resources$/ })).toHaveLength(1);
  });
});
