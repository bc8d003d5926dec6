import { Quote } from 'lucide-react';
import { SITE } from '@acclaim/content/site';
import { Section } from '@/components/ui/section';

/**
 * Published remarks from petitioners and attorneys about the problems Acclaim addresses, each with its
 * source. Customer testimonials belong in content/site.json only once they are real and consented.
 */
export function Voices() {
  return (
    <Section
      id="testimonials"
      eyebrow="Voices from the field"
      title="What petitioners and attorneys report"
      lead="Acclaim was designed around these published accounts of what goes wrong."
      className="bg-surface"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {SITE.voices.map((voice) => (
          <li key={voice.quote}>
            <figure className="flex h-full flex-col rounded-lg border border-border bg-background p-6">
              <Quote className="size-6 text-primary/60" aria-hidden="true" />
              <blockquote className="mt-3 flex-1 font-serif text-lg leading-relaxed">“{voice.quote}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="block font-medium">{voice.who}</span>
                <span className="block text-muted-foreground">Source: {voice.source} (paraphrased)</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
