import * as React from 'react';
import type { TAuthResponse, TLoginRequest, TSignupRequest, TSignupResponse, TUser } from '@acclaim/contracts';
import { storage } from '@/lib/storage';
import { getMe } from '../api/get-me';
import { logIn } from '../api/log-in';
import { logOut } from '../api/log-out';
import { signUp } from '../api/sign-up';

interface AuthContextValue {
  user: TUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  /** True after the user logs out here: the next sign-in, perhaps someone else's, starts fresh rather than returning to the last page. */
  loggedOut: boolean;
  /** Where the signed-in pages send the visitor once signed out here: /login unless the sign-out asked for another page. */
  signedOutTo: string | null;
  login: (data: TLoginRequest) => Promise<TAuthResponse>;
  /** Starts a sign-up: only an email is sent; the emailed link signs the new account in (decision 021). */
  signup: (data: TSignupRequest) => Promise<TSignupResponse>;
  /** Stores the session a flow outside the forms produced (Google, password reset, the sign-up link). */
  acceptSession: (response: TAuthResponse) => void;
  /** Runs a sign-in flow with the loading state on; every sign-in (login, sign-up, Google) goes through it. */
  withLoading: <T>(work: () => Promise<T>) => Promise<T>;
  updateUser: (update: Partial<TUser>) => void;
  /**
   * Ends the session. `to` names the page to land on (e.g. home after deleting the account): the guard of the
   * signed-in pages goes there in the same render that drops the user, so no other redirect can come first.
   */
  logout: (options?: { to?: string }) => Promise<void>;
}

const AuthContext = React.createContext<AuthContextValue | null>(null);

/** Tokens from the old simulated Google sign-in begin with this and are never valid: one found at start is discarded with the stored user. */
const MOCK_TOKEN_PREFIX = 'mock_';

/**
 * The session an earlier visit stored. A stored token is checked once at start; a missing or mock_ one signs out at
 * once, with no request.
 */
function useStoredSession() {
  const [startToken] = React.useState(() => {
    const token = storage.getToken();
    if (token && !token.startsWith(MOCK_TOKEN_PREFIX)) return token;
    storage.clear();
    return null;
  });
  const [user, setUser] = React.useState<TUser | null>(() => (startToken ? storage.getUser() : null));
  const [isLoading, setIsLoading] = React.useState(startToken !== null);

  React.useEffect(() => {
    if (!startToken) return;
    let cancelled = false;
    getMe()
      .then(({ user: fresh }) => {
        if (cancelled) return;
        storage.setUser(fresh);
        setUser(fresh);
      })
      .catch(() => {
        if (cancelled) return;
        // Silently signed out: an expired or revoked session is not an error to show.
        storage.clear();
        setUser(null);
      })
      .finally(() => !cancelled && setIsLoading(false));
    return () => {
      cancelled = true;
    };
  }, [startToken]);

  return { user, setUser, isLoading, setIsLoading };
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const { user, setUser, isLoading, setIsLoading } = useStoredSession();
  const [loggedOut, setLoggedOut] = React.useState(false);
  const [signedOutTo, setSignedOutTo] = React.useState<string | null>(null);

  const acceptSession = React.useCallback(
    (response: TAuthResponse) => {
      storage.setToken(response.tokens.accessToken);
      storage.setUser(response.user);
      setUser(response.user);
      setLoggedOut(false);
      setSignedOutTo(null);
    },
    [setUser],
  );

  const withLoading = React.useCallback(
    async <T,>(work: () => Promise<T>) => {
      setIsLoading(true);
      try {
        return await work();
      } finally {
        setIsLoading(false);
      }
    },
    [setIsLoading],
  );

  const value = React.useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading,
      isAuthenticated: user !== null,
      loggedOut,
      signedOutTo,
      acceptSession,
      withLoading,
      login: (data) =>
        withLoading(async () => {
          const response = await logIn(data);
          acceptSession(response);
          return response;
        }),
      signup: (data) => withLoading(() => signUp(data)),
      updateUser: (update) => setUser(storage.mergeUser(update)),
      logout: async (options) => {
        try {
          await logOut();
        } catch {
          // The local session ends regardless; the server session expires on its own if unreachable.
        }
        storage.clear();
        setLoggedOut(true);
        setSignedOutTo(options?.to ?? null);
        setUser(null);
      },
    }),
    [user, setUser, isLoading, loggedOut, signedOutTo, acceptSession, withLoading],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = React.useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
