import type { z } from 'zod';
import type { ZProgressResponse } from '@acclaim/contracts';
import { standingLines } from '@acclaim/domain';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ProgressOverview } from '@/features/case/components/progress-overview';
import { progressCardDescription } from '@/lib/documents-goal';

/** The dashboard's Progress card; a skeleton until the progress has loaded. */
export function DashboardProgressCard({ data }: { data: z.infer<typeof ZProgressResponse> | undefined }) {
  // Eligibility as the levels the newest assessment reached, never as a figure that reads like a chance of approval.
  const standing = data?.eligibilityStanding;
  const eligibilityNote = standing ? standingLines(standing).join(' · ') : 'Not assessed yet';
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Progress</CardTitle>
        <CardDescription>{progressCardDescription(data?.documentAllowance)}</CardDescription>
      </CardHeader>
      <CardContent>
        {data ? (
          <ProgressOverview
            progress={data.progress}
            links={{ eligibility: paths.eligibility, documents: paths.documents, petition: paths.coverLetter }}
            notes={{ eligibility: eligibilityNote }}
          />
        ) : (
          <Skeleton className="h-32" />
        )}
      </CardContent>
    </Card>
  );
}
