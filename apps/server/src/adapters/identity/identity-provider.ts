export interface ExternalIdentity {
  /** The provider's stable id for the person (OpenID `sub`). */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
}

/** An OpenID Connect provider that signs people in with the authorization-code flow and PKCE. */
export interface IdentityProvider {
  readonly name: 'google';
  readonly isConfigured: boolean;
  createAuthorizationUrl(input: { state: string; codeVerifier: string; redirectUri: string }): Promise<URL>;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<ExternalIdentity>;
}
