import { afterEach, describe, expect, it, vi } from 'vitest';
import { startGoogleSignIn } from './google-sign-in';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) => vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status })));

describe('startGoogleSignIn', () => {
  it('returns the address to send the browser to', async () => {
    answer(200, { success: true, authUrl: 'https://accounts.example/authorize?x=1' });
    await expect(startGoogleSignIn()).resolves.toBe('https://accounts.example/authorize?x=1');
  });

  it('shows the server message, else the spec message, for a failed response', async () => {
    answer(503, { success: false, message: 'Google sign-in is not configured on this server.' });
    await expect(startGoogleSignIn()).rejects.toThrow('Google sign-in is not configured on this server.');
    answer(500, 'not json');
    await expect(startGoogleSignIn()).rejects.toThrow('Failed to initiate Google authentication');
  });

  it('rejects an answer without success or authUrl', async () => {
    answer(200, { success: true });
    await expect(startGoogleSignIn()).rejects.toThrow('Invalid response from authentication server');
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('network down')));
    await expect(startGoogleSignIn()).rejects.toThrow('Failed to authenticate with Google');
  });
});
