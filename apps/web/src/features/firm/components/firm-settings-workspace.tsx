import { Link } from 'react-router';
import type { TFirm } from '@acclaim/contracts';
import { firmRoleCan } from '@acclaim/domain';
import { Card, CardContent } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { paths } from '@/config/paths';
import { useFirm } from '../api/get-firm';
import { NoFirmNotice } from './no-firm-notice';
import { FirmBrandingSection } from './firm-branding-section';
import { FirmProfileSection } from './firm-profile-section';

function PlanSummary({ firm, canEdit }: { firm: TFirm; canEdit: boolean }) {
  const limit = firm.clientCaseLimit === null ? 'unlimited' : String(firm.clientCaseLimit);
  return (
    <Card>
      <CardContent className="flex flex-col gap-2 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <dl className="flex flex-wrap gap-x-8 gap-y-2">
          <div className="flex gap-2">
            <dt className="text-muted-foreground">Plan</dt>
            <dd className="font-medium">{firm.planName}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-muted-foreground">Clients</dt>
            <dd className="font-medium">
              {firm.clientCaseCount} of {limit}
            </dd>
          </div>
        </dl>
        {canEdit && (
          <Link to={paths.billing} className="font-medium text-primary underline-offset-4 hover:underline">
            Manage plan
          </Link>
        )}
      </CardContent>
    </Card>
  );
}

/** /firm/settings: the firm's profile and branding; the owner edits, the others read. */
export function FirmSettingsWorkspace() {
  const answer = useFirm();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Firm settings</h1>
        <p className="mt-2 text-muted-foreground">Your firm’s details for letterheads and Form G-28, and how your clients’ portal looks.</p>
      </header>
      {answer.isPending ? (
        <ListSkeleton label="Loading your firm" rows={4} />
      ) : answer.isError ? (
        <QueryLoadError title="Your firm could not be loaded." query={answer} />
      ) : !answer.data ? (
        <NoFirmNotice />
      ) : (
        <>
          <PlanSummary firm={answer.data.firm} canEdit={firmRoleCan(answer.data.membership.role, 'manage-firm')} />
          <FirmProfileSection firm={answer.data.firm} canEdit={firmRoleCan(answer.data.membership.role, 'manage-firm')} />
          <FirmBrandingSection firm={answer.data.firm} canEdit={firmRoleCan(answer.data.membership.role, 'manage-firm')} />
        </>
      )}
    </div>
  );
}
