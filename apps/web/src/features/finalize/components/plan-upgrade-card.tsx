import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** In place of a part of /finalize the plan does not include: what it is and where to get it. */
export function PlanUpgradeCard({ title, note }: { title: string; note: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3" className="flex items-center gap-2">
          <Lock className="size-4 text-muted-foreground" aria-hidden="true" /> {title}
        </CardTitle>
        <CardDescription>{note}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={`${paths.billing}?plan=COMPLETE`}>See plans on Billing</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
