import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { ExternalIdentity, IdentityProvider } from './identity-provider';

const ZDiscovery = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

const ZIdTokenClaims = z.object({
  sub: z.string().min(1),
  email: z.string().min(3),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  name: z.string().optional(),
});

/**
 * Google sign-in through OpenID discovery, so the same code runs against Google and against a local
 * provider in tests (arctic's Google class has Google's hosts built in, hence the generic OAuth2Client).
 */
export function createGoogleIdentityProvider(options: { issuer: string; clientId?: string; clientSecret?: string }): IdentityProvider {
  const { issuer, clientId, clientSecret } = options;
  let discovery: Promise<z.infer<typeof ZDiscovery>> | undefined;
  let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

  function discover() {
    discovery ??= fetch(new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`))
      .then(async (response) => {
        if (!response.ok) throw new Error(`OpenID discovery answered ${response.status}`);
        return ZDiscovery.parse(await response.json());
      })
      .catch((error: unknown) => {
        discovery = undefined; // try again on the next sign-in instead of caching the failure
        throw error;
      });
    return discovery;
  }

  function client(redirectUri: string) {
    if (!clientId || !clientSecret) throw new Error('Google sign-in is not configured');
    return new OAuth2Client(clientId, clientSecret, redirectUri);
  }

  return {
    name: 'google',
    isConfigured: Boolean(clientId && clientSecret),

    async createAuthorizationUrl({ state, codeVerifier, redirectUri }) {
      const config = await discover();
      const url = client(redirectUri).createAuthorizationURLWithPKCE(config.authorization_endpoint, state, CodeChallengeMethod.S256, codeVerifier, [
        'openid',
        'email',
        'profile',
      ]);
      url.searchParams.set('prompt', 'select_account');
      return url;
    },

    async exchangeCode({ code, codeVerifier, redirectUri }): Promise<ExternalIdentity> {
      const config = await discover();
      const tokens = await client(redirectUri).validateAuthorizationCode(config.token_endpoint, code, codeVerifier);
      jwks ??= createRemoteJWKSet(new URL(config.jwks_uri));
      const { payload } = await jwtVerify(tokens.idToken(), jwks, { issuer: config.issuer, audience: clientId });
      const claims = ZIdTokenClaims.parse(payload);
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: claims.name ?? null,
      };
    },
  };
}
