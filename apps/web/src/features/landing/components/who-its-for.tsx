import { Briefcase, FlaskConical, Users } from 'lucide-react';
import { Section } from '@/components/ui/section';
import { IconCards, type IconCard } from './icon-cards';

const AUDIENCES: IconCard[] = [
  {
    icon: FlaskConical,
    title: 'Self-petitioners',
    text: 'Professionals, scientists, researchers and entrepreneurs filing EB-1A or EB-2 NIW on their own, who want to know where they stand before they spend on a filing.',
  },
  {
    icon: Briefcase,
    title: 'Immigration attorneys and agents',
    text: 'First drafts for every client, white-label branding, unlimited clients and no per-case fees — you review, approve and sign.',
  },
  {
    icon: Users,
    title: 'Immigration consultants',
    text: 'Organise a client’s evidence against the criteria and hand a clean, exhibit-indexed case to the attorney who files.',
  },
];

export function WhoItsFor() {
  return (
    <Section id="who-its-for" eyebrow="Who it is for" title="For the people who do the work of a petition">
      <IconCards cards={AUDIENCES} className="md:grid-cols-3" cardClassName="shadow-sm" />
    </Section>
  );
}
