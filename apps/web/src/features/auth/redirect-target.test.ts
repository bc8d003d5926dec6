import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns the page the visitor asked for', () => {
    expect(redirectTarget({ from: { pathname: '/documents', search: '?x=1', hash: '#a' } })).toBe('/documents?x=1#a');
    expect(redirectTarget({ from: '/chat' })).toBe('/chat');
  });

  it('falls back to the dashboard, and never leaves the app', () => {
    expect(redirectTarget(null)).toBe('/dashboard');
    expect(redirectTarget({ from: 'https://evil.example/' })).toBe('/dashboard');
    expect(redirectTarget({ from: '//evil.example/' })).toBe('/dashboard');
    expect(redirectTarget({ from: '/login' })).toBe('/dashboard');
  });
});
