import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { DemoWalkthrough } from '@/features/eligibility/demo/demo-walkthrough';
import { usePageMeta } from '@/lib/use-page-title';

/**
 * /demo: the assessment engine running in the browser on a fictional sample profile. This route is its own
 * chunk, so the engine and the authority library load only here, never with the landing page.
 */
export function Component() {
  usePageMeta({
    title: 'Interactive demo',
    description: 'Switch evidence on and off in a fictional sample case and watch the EB-1A and NIW assessment change.',
    path: paths.demo,
  });
  return (
    <>
      <PageHeader
        eyebrow="Interactive demo"
        title="Watch an assessment respond to the evidence"
        width="wide"
        lead="This is a fictional sample profile, not a real person. Switch any piece of evidence off or on: Acclaim’s assessment engine runs again in your browser and shows what changes. Nothing you do here is saved or sent."
      >
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={paths.signUp}>Create a free account</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="#demo-result">Jump to the assessment</a>
          </Button>
        </div>
      </PageHeader>
      <DemoWalkthrough />
    </>
  );
}
