import { CircleCheck } from 'lucide-react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS, ZContactRequest, type TContactRequest, type TContactTopic } from '@acclaim/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formLevelServerError, submitContractForm, useContractForm } from '@/lib/forms/use-contract-form';
import { useSendContactMessage } from '../api/send-contact-message';
import { FormWithError } from '@/components/ui/form-with-error';

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

function TopicField({ registration, error }: { registration: UseFormRegisterReturn<'topic'>; error: string | undefined }) {
  return (
    <FormField id="contact-topic" label="Topic" error={error}>
      {(field) => (
        <select {...field} {...registration} className={selectClass}>
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
  const form = useContractForm(ZContactRequest, {
    defaultValues: { name: defaultName ?? '', email: defaultEmail ?? '', topic: initialTopic, company: '', message: '' },
  });
  const topic = useWatch({ control: form.control, name: 'topic' });
  const { errors, isSubmitting } = form.formState;
  const errorOf = (name: keyof TContactRequest) => errors[name]?.message;

  // A refusal shows beside the fields the server names, above the form when it names none.
  const onSubmit = submitContractForm(form, async ({ company, ...request }) => {
    // The company is asked for, and sent, only with a demo call, and left out when empty.
    const isDemoCall = request.topic === 'demo-call';
    await send.mutateAsync({ ...request, company: isDemoCall && company ? company : undefined });
  });

  if (send.isSuccess) {
    return <MessageSent message={send.data.message} />;
  }

  return (
    <FormWithError onSubmit={onSubmit} aria-describedby="contact-note" className="space-y-5" error={formLevelServerError(form)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="contact-name" label="Name" error={errorOf('name')}>
          {(field) => <Input {...field} {...form.register('name')} autoComplete="name" required maxLength={120} />}
        </FormField>
        <FormField id="contact-email" label="Email" error={errorOf('email')}>
          {(field) => <Input {...field} {...form.register('email')} type="email" autoComplete="email" required />}
        </FormField>
      </div>
      <TopicField registration={form.register('topic')} error={errorOf('topic')} />
      {topic === 'demo-call' && (
        <FormField id="contact-company" label="Firm or company" error={errorOf('company')} description="We will suggest times for a 15-minute call by email.">
          {(field) => <Input {...field} {...form.register('company')} autoComplete="organization" maxLength={160} />}
        </FormField>
      )}
      <FormField
        id="contact-message"
        label="Message"
        error={errorOf('message')}
        description={`Up to ${CONTACT_MESSAGE_MAX.toLocaleString()} characters. Please do not send documents or case details you would not put in an email.`}
      >
        {(field) => (
          <textarea
            {...field}
            {...form.register('message')}
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
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send Message'}
      </Button>
    </FormWithError>
  );
}
