import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SiteHeader } from '@/components/layout/site-header';
import { paths } from '@/config/paths';
import { FinalCta } from './final-cta';
import { MobileCtaBar } from './mobile-cta-bar';

/** Every "start" button of the public pages opens the Sign Up tab: a new visitor has no account to log in to. */
describe('start links', () => {
  it('sends "Get Started" to Sign Up and "Log In" to Login', () => {
    render(
      <MemoryRouter>
        <SiteHeader isSignedIn={false} onLogout={() => {}} />
      </MemoryRouter>,
    );
    for (const link of screen.getAllByRole('link', { name: 'Get Started' })) expect(link).toHaveAttribute('href', paths.signUp);
    for (const link of screen.getAllByRole('link', { name: 'Log In' })) expect(link).toHaveAttribute('href', paths.login);
  });

  it('sends "Start Free Assessment" and the phone bar to Sign Up', () => {
    render(
      <MemoryRouter>
        <FinalCta />
        <MobileCtaBar />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Start Free Assessment' })).toHaveAttribute('href', paths.signUp);
    expect(screen.getByRole('link', { name: /Analyze My Eligibility/ })).toHaveAttribute('href', paths.signUp);
  });
});
