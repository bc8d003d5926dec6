import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/lib/chromium';

/** Debian's Chromium when installed, else the build that the @sparticuz/chromium package unpacks into /tmp. */
const chromiumPath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : '/tmp/chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Spec files run two at a time (each makes its own accounts); tests inside a file stay in order.
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Generous: on two busy cores a sign-up journey has taken over a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    ...devices['Desktop Chrome'],
    // Settled screens for axe: no element is caught half-way through an entrance animation.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'journeys', testIgnore: /admin-settings\.spec\.ts/ },
    // Maintenance mode pauses every customer's changes app-wide, so its spec runs alone after all the others.
    { name: 'exclusive', testMatch: /admin-settings\.spec\.ts/, dependencies: ['journeys'] },
  ],
});
