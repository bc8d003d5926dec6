import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

export const DEFAULT_UPGRADE_NOTE = 'The chat assistant comes with the Analysis and Complete plans. Upgrade on the Billing page to ask it about your case.';

/** In place of the composer on a plan without chat: what it is and where to get it. */
export function ChatUpgradeCard({ note, headingLevel = 'h2' }: { note: string | null; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as={headingLevel} className="flex items-center gap-2">
          <Lock className="size-4 text-muted-foreground" aria-hidden="true" /> Ask the assistant about your case
        </CardTitle>
        <CardDescription>{note ?? DEFAULT_UPGRADE_NOTE}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={`${paths.billing}?plan=ANALYSIS`}>See plans on Billing</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
