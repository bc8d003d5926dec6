import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { clientFromForwardedFor } from './client-info';

const t = await createTestApp({ TRUST_PROXY: 'true', RATE_LIMIT_SIGNUP: '5/3600' });

describe('the client address behind trusted proxies', () => {
  it('counts proxies from the right, so an entry the client wrote on the left is ignored', () => {
    // The client sent "6.6.6.6"; our one proxy appended the address it saw, 203.0.113.7.
    expect(clientFromForwardedFor('6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    // Two proxies: the outer one appended the client, the inner one appended the outer proxy.
    expect(clientFromForwardedFor('6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(clientFromForwardedFor('203.0.113.7,10.0.0.2', 2)).toBe('203.0.113.7');
  });

  it('takes the left-most entry when there are fewer than proxies: all of them came from our proxies', () => {
    expect(clientFromForwardedFor('203.0.113.7', 2)).toBe('203.0.113.7');
  });

  it('reads nothing without the header, without an entry, or without trusted proxies', () => {
    expect(clientFromForwardedFor(undefined, 1)).toBeUndefined();
    expect(clientFromForwardedFor(' , ', 1)).toBeUndefined();
    expect(clientFromForwardedFor('203.0.113.7', 0)).toBeUndefined();
  });
});

describe('rate limits behind one trusted proxy (TRUST_PROXY=true)', () => {
  it('are not escaped by writing a new left-most X-Forwarded-For entry on each request', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call('POST', '/api/auth/signup', {
        body: { name: 'Rotating Client', email: `rotating-${i}-${Date.now()}@example.com`, password: 'pw-long-enough-123' },
        // The client invents a new address each time; the proxy appends the one it really saw.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);

    // Another client behind the same proxy has a budget of its own.
    const other = await t.call('POST', '/api/auth/signup', {
      body: { name: 'Other Client', email: `other-${Date.now()}@example.com`, password: 'pw-long-enough-123' },
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.8' },
    });
    expect(other.status).toBe(202);
  });
});
