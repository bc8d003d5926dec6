import { Download, FileBarChart, FileText, FolderArchive } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { Section } from '@/components/ui/section';
import { env } from '@/config/env';

/**
 * The three sample types of spec §3, downloaded by browser navigation to {api base}/samples/download/{type}
 * (spec §7). A sample gets its link once its engine produces it; until then the card says so.
 */
const SAMPLES = [
  {
    type: 'assessment',
    icon: FileBarChart,
    title: 'Sample eligibility assessment',
    text: 'The PDF report Acclaim produces, run on a fictional sample researcher — the same profile as the interactive demo: each EB-1A criterion and NIW prong with its strengths, gaps, next actions and legal basis.',
    isAvailable: true,
  },
  {
    type: 'cover-letter',
    icon: FileText,
    title: 'Sample petition letter',
    text: 'The opening pages of the EB-1A letter Acclaim writes for the same fictional researcher: every citation from the authority library, every fact tied to an exhibit.',
    isAvailable: true,
  },
  { type: 'test-documents', icon: FolderArchive, title: 'Test documents', text: 'Real public CVs, biosketches and award letters to try Acclaim with before you upload your own.', isAvailable: false },
] as const;

export function SampleDownloads() {
  return (
    <Section id="samples" eyebrow="Samples" title="See the output before you start">
      <ul className="grid gap-6 md:grid-cols-3">
        {SAMPLES.map(({ type, icon: Icon, title, text, isAvailable }) => (
          <li key={type} className={`flex flex-col rounded-lg border bg-background p-6 ${isAvailable ? 'border-border shadow-sm' : 'border-dashed border-input'}`}>
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h3 className="mt-4 font-semibold">{title}</h3>
            <p className="mt-2 flex-1 text-sm text-muted-foreground">{text}</p>
            {isAvailable ? (
              <a
                href={`${env.apiUrl}/samples/download/${type}`}
                download
                className={`${buttonVariants({ variant: 'outline' })} mt-4 self-start`}
              >
                <Download aria-hidden="true" /> Download the sample (PDF)
              </a>
            ) : (
              <p className="mt-4 text-sm font-medium text-muted-foreground">Published when its engine is released.</p>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
