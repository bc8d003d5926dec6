import type { TCase, TFirmCase } from '@acclaim/contracts';
import { clientFirstName } from '@/features/firm/components/client-next-steps';

/** The case's title and the petition it is for, e.g. "Ada Lovelace · EB-1A". */
export function petitionLine(activeCase: Pick<TCase, 'title' | 'petitionType'>): string {
  const petition = activeCase.petitionType === 'UNDECIDED' ? 'EB-1A and EB-2 NIW' : activeCase.petitionType === 'EB1A' ? 'EB-1A' : 'EB-2 NIW';
  return `${activeCase.title} · ${petition}`;
}

type DashboardHeaderProps = {
  userName: string;
  /** Set when firm staff look at a client's case. */
  clientCase: TFirmCase | null;
  isOwnPetitionOfFirmSide: boolean;
  petitionLine: string | null;
};

/** Whom the dashboard is about: the client (for firm staff), the staff member's own petition, or the user themselves. */
export function DashboardHeader({ userName, clientCase, isOwnPetitionOfFirmSide, petitionLine }: DashboardHeaderProps) {
  return (
    <header className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {clientCase ? (
          <>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary">Client case · {clientCase.stageLabel}</p>
            <h1 className="mt-1 text-2xl font-semibold tracking-tight sm:text-3xl">{clientCase.clientName}’s case</h1>
            <p className="mt-1 text-muted-foreground">{petitionLine ?? `${clientFirstName(clientCase)}’s case at a glance`}</p>
          </>
        ) : isOwnPetitionOfFirmSide ? (
          <>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My own petition</h1>
            <p className="mt-1 text-muted-foreground">
              {petitionLine ? `${petitionLine} · kept apart from your clients` : 'Your own case, kept apart from your clients'}
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Welcome, {userName.split(/\s+/)[0]}</h1>
            <p className="mt-1 text-muted-foreground">{petitionLine ?? 'Your case at a glance'}</p>
          </>
        )}
      </div>
    </header>
  );
}
