import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** Where checkout sends someone who left it: nothing was bought, and the way back. */
export function CheckoutCanceled() {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Checkout canceled</h1>
        <p className="mt-2 text-muted-foreground">You were not charged.</p>
      </header>
      <Card>
        <CardHeader>
          <CircleX className="size-8 text-muted-foreground" aria-hidden="true" />
          <CardTitle>Nothing has changed on your account</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <p className="text-sm">Your plan and everything you created are as they were. You can choose a plan again whenever you are ready.</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <Link to={paths.billing}>Back to Billing</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.pricing}>Compare plans on Pricing</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
