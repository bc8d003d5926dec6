import { Download, FileBarChart, FileText, FolderArchive } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { env } from '@/config/env';

/**
 * The three sample types, downloaded by browser navigation to {api base}/samples/download/{type}, each made by
 * the same code that serves users.
 */
const SAMPLES = [
  {
    type: 'assessment',
    icon: FileBarChart,
    title: 'Sample eligibility assessment',
    text: 'The PDF report Acclaim produces, run on a fictional sample researcher — the same profile as the interactive demo: each EB-1A criterion and NIW prong with its strengths, gaps, next actions and legal basis.',
    format: 'PDF',
  },
  {
    type: 'cover-letter',
    icon: FileText,
    title: 'Sample petition letter',
    text: 'The opening pages of the EB-1A letter Acclaim writes for the same fictional researcher: every citation from the authority library, every fact tied to an exhibit.',
    format: 'PDF',
  },
  {
    type: 'test-documents',
    icon: FolderArchive,
    title: 'Test documents',
    text: 'The same researcher’s CV, an award letter, a review invitation and a press article, to upload and watch Acclaim find the evidence before you use your own.',
    format: 'ZIP',
  },
] as const;

export function SampleDownloads() {
  return (
    <Section id="samples" eyebrow="Samples" title="See the output before you start">
      <ul className="grid gap-6 md:grid-cols-3">
        {SAMPLES.map(({ type, icon: Icon, title, text, format }) => (
          <li key={type} className="flex flex-col rounded-lg border border-border bg-background p-6 shadow-sm">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{text}</p>
            <a href={`${env.apiUrl}/samples/download/${type}`} download className={`${buttonVariants({ variant: 'outline' })} mt-4 self-start`}>
              <Download aria-hidden="true" /> Download the sample ({format})
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
