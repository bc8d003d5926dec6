import * as React from 'react';
import { CircleCheck } from 'lucide-react';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, type TContactTopic } from '@acclaim/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';

const selectClass =
  'flex h-10 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:text-sm';

function MessageSent({ message }: { message: string }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-success/30 bg-success-soft p-6 text-success">
      <CircleCheck className="size-6 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">Message sent</p>
        <p className="mt-1 text-sm">{message}</p>
      </div>
    </div>
  );
}

function TopicField({ topic, onChange, error }: { topic: TContactTopic; onChange: (topic: TContactTopic) => void; error: string | undefined }) {
  return (
    <FormField id="contact-topic" label="Topic" error={error}>
      {(field) => (
        <select {...field} name="topic" className={selectClass} value={topic} onChange={(event) => onChange(event.target.value as TContactTopic)}>
          {CONTACT_TOPICS.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

export function ContactForm({ initialTopic, defaultName, defaultEmail }: { initialTopic: TContactTopic; defaultName?: string; defaultEmail?: string }) {
  const send = useSendContactMessage();
  const [topic, setTopic] = React.useState<TContactTopic>(initialTopic);
  const fields = send.error instanceof ApiError && send.error.fields ? send.error.fields : {};
  const firstError = (name: string) => fields[name]?.[0];

  function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    send.mutate({
      name: String(form.get('name')),
      email: String(form.get('email')),
      topic,
      company: String(form.get('company') ?? '') || undefined,
      message: String(form.get('message')),
    });
  }

  if (send.isSuccess) {
    return <MessageSent message={send.data.message} />;
  }

  return (
    <form onSubmit={handleSubmit} className="space-y-5" aria-describedby="contact-note">
      {send.isError && !Object.keys(fields).length && (
        <Alert variant="destructive" role="alert">
          {send.error.message}
        </Alert>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={firstError('name')}>
          {(field) => <Input {...field} name="name" autoComplete="name" required maxLength={120} defaultValue={defaultName} />}
        </FormField>
        <FormField id="contact-email" label="Email" error={firstError('email')}>
          {(field) => <Input {...field} name="email" type="email" autoComplete="email" required defaultValue={defaultEmail} />}
        </FormField>
      </div>
      <TopicField topic={topic} onChange={setTopic} error={firstError('topic')} />
      {topic === 'demo-call' && (
        <FormField
          id="contact-company"
          label="Firm or company"
          error={firstError('company')}
          description="We will suggest times for a 15-minute call by email."
        >
          {(field) => <Input {...field} name="company" autoComplete="organization" maxLength={160} />}
        </FormField>
      )}
      <FormField
        id="contact-message"
        label="Message"
        error={firstError('message')}
        description={`Up to ${CONTACT_MESSAGE_MAX.toLocaleString()} characters. Please do not send documents or case details you would not put in an email.`}
      >
        {(field) => (
          <textarea
            {...field}
            name="message"
            required
            minLength={10}
            maxLength={CONTACT_MESSAGE_MAX}
            rows={6}
            className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive sm:text-sm"
          />
        )}
      </FormField>
      <p id="contact-note" className="text-xs text-muted-foreground">
        We use what you send only to answer you. Acclaim is not a law firm and cannot give legal advice on your case.
      </p>
      <Button type="submit" size="lg" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
