import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { usePageMeta } from '@/lib/use-page-title';

/**
 * The interactive demo runs the assessment engine on a sample case, so it arrives with that engine.
 * Until then this page says so and offers the two real ways to see the product.
 */
export function Component() {
  usePageMeta({ title: 'Interactive demo', description: 'Try Acclaim on a sample case.', path: paths.demo });
  return (
    <>
      <PageHeader eyebrow="Demo" title="Interactive demo" lead="The interactive demo runs Acclaim’s assessment on a sample researcher’s case. It opens together with the assessment engine." />
      <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-12 sm:flex-row sm:px-6">
        <Button asChild size="lg"><Link to={paths.login}>Create a free account</Link></Button>
        <Button asChild size="lg" variant="outline"><Link to={`${paths.home}#how-it-works`}>See how it works</Link></Button>
      </div>
    </>
  );
}
