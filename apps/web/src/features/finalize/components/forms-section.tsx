import { Alert } from '@/components/ui/alert';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { QueryLoadError } from '@/components/ui/load-error';
import { useForms } from '../api/get-forms';
import { FeesCard, WhereToFileCard } from './fees-card';
import { G28Card } from './g28-card';
import { I140Guide } from './i140-guide';
import { PlanUpgradeCard } from './plan-upgrade-card';
import { NeedsCard } from './needs-card';
import { RecommendedForms } from './recommended-forms';
import { FinalizeSection } from './finalize-section';

/**
 * The "Forms and fees" step of /finalize: the forms the filing needs and why, what decides them, fees and where to file
 * for every plan, the G-28 worksheet on a firm's case, then the I-140 guide (or, without it on the plan, how to get it).
 */
export function FormsSection({ caseId }: { caseId: string }) {
  const forms = useForms(caseId);

  return (
    <FinalizeSection id="forms" title="Forms and fees" lead="The government forms your petition goes with, their fees, and where the package goes.">
      {forms.isPending ? (
        <ListSkeleton label="Loading the forms of your case" rows={4} />
      ) : forms.isError ? (
        <QueryLoadError title="The forms of your case could not be loaded." query={forms} />
      ) : (
        <>
          {forms.data.petitionTypeNote && (
            <Alert variant="warning" role="status">
              {forms.data.petitionTypeNote}
            </Alert>
          )}
          <div className="grid gap-6 lg:grid-cols-5">
            <div className="lg:col-span-3">
              <RecommendedForms forms={forms.data.recommendedForms} />
            </div>
            <div className="lg:col-span-2">
              <NeedsCard caseId={caseId} needs={forms.data.needs} isFirmCase={forms.data.g28 !== null} />
            </div>
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <FeesCard fees={forms.data.fees} />
            <WhereToFileCard facts={forms.data.whereToFile} />
          </div>
          {forms.data.g28 && <G28Card g28={forms.data.g28} />}
          {forms.data.i140 ? (
            <I140Guide caseId={caseId} guide={forms.data.i140} onReload={() => void forms.refetch()} isReloading={forms.isFetching} />
          ) : (
            <PlanUpgradeCard
              title="Form I-140 guide"
              note={forms.data.upgradeNote ?? 'Form I-140 assistance is not part of your plan. See the plans on the Billing page.'}
            />
          )}
          <p className="text-xs text-muted-foreground">{forms.data.disclaimer}</p>
        </>
      )}
    </FinalizeSection>
  );
}
