import type { TAdminActivity } from '@acclaim/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';

/** Recent activity, newest first, as the server describes it. */
export function UserActivityCard({ activity }: { activity: TAdminActivity[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {activity.length === 0 ? (
          <p className="text-sm text-muted-foreground">No activity recorded yet.</p>
        ) : (
          <ol className="space-y-3 text-sm">
            {activity.map((entry, index) => (
              <li key={`${entry.at}-${index}`} className="flex flex-col gap-0.5 sm:flex-row sm:gap-4">
                <time dateTime={entry.at} className="shrink-0 text-muted-foreground sm:w-44">
                  {formatDateTime(entry.at)}
                </time>
                <span>{entry.description}</span>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
