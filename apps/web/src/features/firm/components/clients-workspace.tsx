import * as React from 'react';
import { useSearchParams } from 'react-router';
import { UserPlus, Users } from 'lucide-react';
import type { TAccountType, TCase, TFirmResponse } from '@acclaim/contracts';
import { FIRM_CASE_STAGES } from '@acclaim/domain';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useFirm } from '../api/get-firm';
import { useFirmCases } from '../api/get-firm-cases';
import type { FirmCasesFilter } from '../api/query-keys';
import { AddClientDialog } from './add-client-dialog';
import { ClientCaseFilters } from './client-case-filters';
import { ClientCaseList } from './client-case-list';
import { SetUpFirmCard } from './set-up-firm-card';
import { StageOverview } from './stage-overview';

interface ClientsProps {
  /** Who the account said it is at sign-up: a paralegal without a firm is told they join one by invitation. */
  accountType?: TAccountType | null;
  /** The signed-in address, which a firm's owner invites. */
  currentUserEmail?: string | null;
  /** Preselects the signed-in attorney as attorney of record of a new client. */
  currentUserId: string | null;
  /** Told which case is active now, after "Open" and before going to its dashboard. */
  onCaseActivated?: (activeCase: TCase) => void;
}

/** "3 clients", or with a search or filter on, "1 client matches". */
function countLine(count: number, isFiltered: boolean): string {
  const clients = count === 1 ? '1 client' : `${count} clients`;
  if (!isFiltered) return clients;
  return count === 1 ? `${clients} matches` : `${clients} match`;
}

function NoClientsYet({ onAdd }: { onAdd: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <Users className="size-8 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No clients yet</h2>
      <p className="max-w-md text-sm text-muted-foreground">
        Add a client to open their case. They get an email inviting them to their own portal, under your firm’s name, where they upload their documents.
      </p>
      <Button onClick={onAdd}>
        <UserPlus aria-hidden="true" /> Add client
      </Button>
    </Card>
  );
}

function FirmClients({ answer, currentUserId, onCaseActivated }: ClientsProps & { answer: TFirmResponse }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter: FirmCasesFilter = {
    q: searchParams.get('q')?.trim() || undefined,
    stage: FIRM_CASE_STAGES.find((stage) => stage === searchParams.get('stage')),
  };
  const hasFilter = Boolean(filter.q || filter.stage);
  const cases = useFirmCases(filter);
  // The chart counts every case, whatever the list is filtered by (the same request when nothing is).
  const allCases = useFirmCases();
  const [isAdding, setIsAdding] = React.useState(false);

  function handleFilterChange(change: FirmCasesFilter) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  }

  const hasNoClients = allCases.data?.length === 0 && !hasFilter;
  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Clients</p>
          <h1 className="mt-1 break-words text-2xl font-semibold tracking-tight sm:text-3xl">{answer.firm.name}</h1>
          <p className="mt-2 text-muted-foreground">Your clients’ cases, nearest filing date first. Open one to work on it.</p>
        </div>
        <Button onClick={() => setIsAdding(true)} className="self-start sm:self-auto">
          <UserPlus aria-hidden="true" /> Add client
        </Button>
      </header>
      <AddClientDialog open={isAdding} onOpenChange={setIsAdding} currentUserId={currentUserId} />

      {cases.isPending ? (
        <ListSkeleton label="Loading your clients" rows={4} />
      ) : cases.isError ? (
        <QueryLoadError title="Your clients could not be loaded." query={cases} />
      ) : hasNoClients ? (
        <NoClientsYet onAdd={() => setIsAdding(true)} />
      ) : (
        <>
          {allCases.data && allCases.data.length > 0 && <StageOverview cases={allCases.data} />}
          <section aria-labelledby="client-cases-title" className="space-y-4">
            <h2 id="client-cases-title" className="sr-only">
              Client cases
            </h2>
            <ClientCaseFilters filter={filter} onChange={handleFilterChange} />
            <p role="status" className="text-sm text-muted-foreground">
              {countLine(cases.data.length, hasFilter)}
            </p>
            {cases.data.length === 0 ? (
              <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
                <p className="font-medium">No clients match your search.</p>
                <Button variant="outline" onClick={() => handleFilterChange({ q: undefined, stage: undefined })}>
                  Show all clients
                </Button>
              </Card>
            ) : (
              <ClientCaseList cases={cases.data} isUpdating={cases.isPlaceholderData} onCaseActivated={onCaseActivated} />
            )}
          </section>
        </>
      )}
    </div>
  );
}

/**
 * A paralegal joins their firm by the owner's invitation; until one is accepted there are no clients to show. Setting up
 * a firm stays possible (a paralegal who runs their own practice), behind a second step.
 */
function AwaitingInvitation({ email }: { email: string | null | undefined }) {
  const [isSettingUp, setIsSettingUp] = React.useState(false);
  if (isSettingUp) return <SetUpFirmCard />;
  return (
    <Card className="mx-auto max-w-xl">
      <CardHeader>
        <CardTitle>You join your firm by invitation</CardTitle>
        <CardDescription>You are not part of a firm yet, and no invitation has been accepted on this account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <p>
          Ask the attorney who runs your firm to invite {email ? <strong className="break-all">{email}</strong> : 'your email address'} from Members in their
          firm’s workspace. The invitation email has a link: open it, sign in with this account to accept, and your firm’s clients appear on this page.
        </p>
        <p className="text-muted-foreground">
          Running a practice of your own?{' '}
          <Button variant="link" className="h-auto p-0 align-baseline" onClick={() => setIsSettingUp(true)}>
            Set up a firm instead
          </Button>
        </p>
      </CardContent>
    </Card>
  );
}

/** /firm: the firm's clients, or setting up the firm for an account that has none yet. */
export function ClientsWorkspace(props: ClientsProps) {
  const firm = useFirm();
  if (firm.isPending) return <ListSkeleton label="Loading your firm" rows={4} />;
  if (firm.isError) return <QueryLoadError title="Your firm could not be loaded." query={firm} />;
  if (!firm.data) {
    return (
      <div className="space-y-6">
        <header>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Clients</h1>
          <p className="mt-2 text-muted-foreground">Run your clients’ petitions in one place, each in a portal under your firm’s name.</p>
        </header>
        {props.accountType === 'PARALEGAL' ? <AwaitingInvitation email={props.currentUserEmail} /> : <SetUpFirmCard />}
      </div>
    );
  }
  return <FirmClients answer={firm.data} {...props} />;
}
