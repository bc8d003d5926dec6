import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAt, stubApi } from '@/test/test-api';
import type { TSiteStatus } from '@acclaim/contracts';
import { SiteNotices } from './site-notices';

afterEach(() => vi.unstubAllGlobals());

const buildSiteStatus = (overrides: Partial<TSiteStatus> = {}): TSiteStatus => ({
  maintenance: { isOn: false, message: null },
  announcement: null,
  signupsOpen: true,
  chatEnabled: true,
  stats: [],
  ...overrides,
});

describe('SiteNotices', () => {
  it('shows maintenance with its message and the announcement, as the site status says', async () => {
    stubApi({
      'GET /api/site/status': {
        body: {
          success: true,
          status: buildSiteStatus({ maintenance: { isOn: true, message: 'Back by 14:00 UTC.' }, announcement: 'Prices change on June 1.' }),
        },
      },
    });
    renderAt(<SiteNotices />);
    expect(await screen.findByText('Back by 14:00 UTC.')).toBeInTheDocument();
    expect(screen.getByText('Maintenance in progress.')).toBeInTheDocument();
    expect(screen.getByText('Prices change on June 1.')).toBeInTheDocument();
    expect(screen.getByTestId('site-notices')).toHaveTextContent('Maintenance in progress. Back by 14:00 UTC.Prices change on June 1.');
  });

  it('shows nothing when both are off, or when the status cannot be read', async () => {
    const api = stubApi({ 'GET /api/site/status': { body: { success: true, status: buildSiteStatus() } } });
    renderAt(<SiteNotices />);
    await vi.waitFor(() => expect(api.countOf('GET /api/site/status')).toBe(1));
    expect(screen.getByTestId('site-notices')).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
