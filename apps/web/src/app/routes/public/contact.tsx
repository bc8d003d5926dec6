import { useSearchParams } from 'react-router';
import { CalendarClock, Mail } from 'lucide-react';
import { SITE } from '@acclaim/content/site';
import { CONTACT_TOPICS, type TContactTopic } from '@acclaim/contracts';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/components/auth-provider';
import { ContactForm } from '@/features/contact/components/contact-form';
import { usePageMeta } from '@/lib/use-page-title';

export function Component() {
  const meta = SITE.pages['/contact'];
  usePageMeta({ title: meta.title, description: meta.description, path: paths.contact });
  const [params] = useSearchParams();
  const { user } = useAuth();
  const asked = params.get('topic');
  const topic = (CONTACT_TOPICS.some((entry) => entry.value === asked) ? asked : 'general') as TContactTopic;
  return (
    <>
      <PageHeader width="wide" eyebrow="Contact" title="Talk to the team" lead={meta.description} />
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr]">
        <ContactForm key={topic} initialTopic={topic} defaultName={user?.name} defaultEmail={user?.email} />
        <aside className="space-y-6 text-sm">
          <div className="rounded-lg border border-border p-6">
            <CalendarClock className="size-5 text-primary" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">Attorneys and agents</h2>
            <p className="mt-2 text-muted-foreground">
              Choose “A 15-minute demo call” as the topic and we will walk you through first drafts, white-label branding and client management.
            </p>
          </div>
          <div className="rounded-lg border border-border p-6">
            <Mail className="size-5 text-primary" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">Your data</h2>
            <p className="mt-2 text-muted-foreground">To see, export or delete what we hold about you, choose “My data and privacy”.</p>
          </div>
        </aside>
      </div>
    </>
  );
}
