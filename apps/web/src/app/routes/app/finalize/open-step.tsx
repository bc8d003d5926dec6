import { Navigate, useLocation } from 'react-router';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { paths } from '@/config/paths';
import { stepToOpen } from '@/features/finalize/step-status';
import { stepUrlForAnchor } from '@/features/finalize/steps';
import { usePageTitle } from '@/lib/use-page-title';
import { useFinalizeContext } from './context';

/**
 * /finalize itself: the menu's link, older bookmarks and emails. An old anchor (/finalize#i140-guide) opens the step
 * that holds it; otherwise the first step that still needs work, once the checklist and the package have answered.
 * `replace`, so Back does not return here only to be sent on again.
 */
export function Component() {
  usePageTitle('Finalize');
  const { hash } = useLocation();
  const { statuses, isSettled } = useFinalizeContext();
  const anchored = stepUrlForAnchor(hash);
  if (anchored) return <Navigate to={anchored} replace />;
  if (!isSettled) return <ListSkeleton label="Opening the step that needs you" rows={4} />;
  return <Navigate to={paths.finalizeStep(stepToOpen(statuses))} replace />;
}
