import { CircleCheck, MailWarning } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAuth } from '@/features/auth/components/auth-provider';
import { usePageTitle } from '@/lib/use-page-title';

export function Component() {
  usePageTitle('Dashboard');
  const { user } = useAuth();
  if (!user) return null;
  const firstName = user.name.split(/\s+/)[0];
  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Welcome, {firstName}</h1>
        <p className="mt-2 text-muted-foreground">Your account is ready.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Your account</CardTitle>
          <CardDescription>The details we hold for signing you in.</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-muted-foreground">Name</dt>
              <dd className="mt-1 font-medium">{user.name}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="mt-1 break-all font-medium">{user.email}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Email status</dt>
              <dd className="mt-1 flex items-center gap-1.5 font-medium">
                {user.emailVerified ? (
                  <><CircleCheck className="size-4 text-success" aria-hidden="true" /> Confirmed</>
                ) : (
                  <><MailWarning className="size-4 text-warning" aria-hidden="true" /> Waiting for confirmation</>
                )}
              </dd>
            </div>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
