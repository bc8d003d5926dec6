import * as React from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SIGNUPS_CLOSED_MESSAGE } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';
import { GoogleButton } from '@/features/auth/components/google-button';
import { LoginForm } from '@/features/auth/components/login-form';
import { OrDivider } from '@/features/auth/components/or-divider';
import { accountTypeFromParam } from '@/config/paths';
import { SignupForm } from '@/features/auth/components/signup-form';
import { redirectTarget } from '@/features/auth/redirect-target';
import { useSiteStatus } from '@/lib/site-status';
import { usePageTitle } from '@/lib/use-page-title';

/** Beside the forms on wider screens; phones go straight to the forms. */
function LoginIntro() {
  return (
    <section className="hidden md:block md:pt-8" aria-labelledby="login-intro">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Your green card assistant</p>
      <h1 id="login-intro" className="mt-3 text-3xl font-semibold tracking-tight">
        An AI-powered immigration guide for EB-1A and EB-2 NIW petitions
      </h1>
      <p className="mt-4 text-muted-foreground">
        Build your case from your own documents, see where it stands against each criterion, and prepare a petition letter whose every citation you can check.
      </p>
    </section>
  );
}

function TermsNote() {
  return (
    <p className="mt-6 text-center text-xs text-muted-foreground">
      By continuing, you agree to our{' '}
      <Link to={paths.terms} className="underline underline-offset-2 hover:text-foreground">
        Terms of Service
      </Link>{' '}
      and{' '}
      <Link to={paths.privacy} className="underline underline-offset-2 hover:text-foreground">
        Privacy Policy
      </Link>
      .
    </p>
  );
}

export function Component() {
  usePageTitle('Log in or sign up');
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  // paths.signUp (/login?tab=signup) opens on the Sign Up tab, e.g. from a sign-up link that no longer works.
  const [params] = useSearchParams();
  const openingTab = params.get('tab') === 'signup' ? 'signup' : 'login';
  // ?as=attorney (the landing page's "I'm an Attorney/Agent") answers sign-up's "Who are you?" in advance.
  const signUpAs = accountTypeFromParam(params.get('as'));
  const target = redirectTarget(location.state);
  // A SUPER_ADMIN may close sign-ups on /admin/settings; the server refuses them meanwhile.
  const isSignupClosed = useSiteStatus().data?.signupsOpen === false;
  const handleSuccess = () => navigate(target, { replace: true });

  // Already signed in when the page opened (e.g. /login in a second tab): go where the user was heading.
  // Only at opening: after a sign-in here, the form's own handler decides where to go.
  const [wasSignedIn] = React.useState(isAuthenticated);
  if (wasSignedIn) return <Navigate to={target} replace />;

  return (
    <div className="mx-auto grid max-w-5xl items-start gap-10 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16">
      <LoginIntro />
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="md:sr-only">
            Welcome to Acclaim
          </CardTitle>
          <CardDescription className="md:sr-only">Log in or create your account.</CardDescription>
        </CardHeader>
        <CardContent>
          {/* Keyed by the tab asked for, so "Get Started" in the header switches to Sign Up even from this page. */}
          <Tabs key={openingTab} defaultValue={openingTab}>
            <TabsList aria-label="Log in or sign up">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <GoogleButton label="Sign in with Google" />
              <OrDivider />
              <LoginForm onSuccess={handleSuccess} />
            </TabsContent>
            <TabsContent value="signup">
              {isSignupClosed ? (
                <Alert variant="info" role="status">
                  {SIGNUPS_CLOSED_MESSAGE}
                </Alert>
              ) : (
                <>
                  <GoogleButton label="Sign up with Google" />
                  <OrDivider />
                  {/* Sending the form emails a link; the link signs the new account in and opens the guided setup. */}
                  <SignupForm key={signUpAs} initialAccountType={signUpAs} />
                </>
              )}
            </TabsContent>
          </Tabs>
          <TermsNote />
        </CardContent>
      </Card>
    </div>
  );
}
