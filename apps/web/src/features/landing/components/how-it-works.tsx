import { FileUp, ScanSearch, ScrollText } from 'lucide-react';
import { Section } from '@/components/ui/section';

const STEPS = [
  {
    icon: FileUp,
    title: 'Upload your documents',
    text: 'CV, publications, award letters, press, recommendation letters — PDF, Word, images or text. Acclaim extracts the evidence and you confirm each item.',
  },
  {
    icon: ScanSearch,
    title: 'Get your assessment',
    text: 'Each EB-1A criterion and each Dhanasar prong rated with reasons, the gaps an officer would challenge, and next steps. Publications and citations checked against scholarly databases.',
  },
  {
    icon: ScrollText,
    title: 'Generate your petition',
    text: 'A letter of about 40 pages built from your verified evidence, every legal citation from a closed library, every factual sentence tied to an exhibit — then the I-140 and the filing package.',
  },
];

export function HowItWorks() {
  return (
    <Section id="how-it-works" eyebrow="How it works" title="Three steps from documents to petition">
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="rounded-lg border border-border bg-background p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span
                className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                aria-hidden="true"
              >
                {index + 1}
              </span>
              <Icon className="size-5 text-primary" aria-hidden="true" />
            </div>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-2 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
