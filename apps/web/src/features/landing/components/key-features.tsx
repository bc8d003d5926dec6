import { BadgeCheck, BookCheck, FileSearch, FileStack, Link2, MessagesSquare } from 'lucide-react';
import { Section } from '@/components/ui/section';
import { IconCards, type IconCard } from './icon-cards';

const FEATURES: IconCard[] = [
  {
    icon: FileSearch,
    title: 'Evidence extraction',
    text: 'Credentials, publications, awards, memberships, press and roles pulled from your documents, each linked to the page it came from.',
  },
  {
    icon: BadgeCheck,
    title: 'Honest assessment',
    text: 'The 10 EB-1A criteria and the 3 Dhanasar prongs with strength levels and cited reasons. Never an approval percentage.',
  },
  {
    icon: BookCheck,
    title: 'Verified scholarship',
    text: 'Publications, venues and citations checked against Crossref, OpenAlex, ORCID and Semantic Scholar, with self-citations set apart.',
  },
  {
    icon: Link2,
    title: 'Real citations, traced facts',
    text: 'Every legal citation comes from a closed library of authorities, and every factual sentence points to an exhibit.',
  },
  {
    icon: FileStack,
    title: 'Form I-140 and the package',
    text: 'Field-by-field I-140 guidance pre-filled from your case, and an exhibit-indexed filing package.',
  },
  {
    icon: MessagesSquare,
    title: 'A chat assistant',
    text: 'Ask about your case and the law; answers say what they rest on and remind you it is not legal advice.',
  },
];

export function KeyFeatures() {
  return (
    <Section id="features" eyebrow="Key features" title="Built for the way officers read petitions" className="bg-surface">
      <IconCards cards={FEATURES} className="sm:grid-cols-2 lg:grid-cols-3" />
    </Section>
  );
}
