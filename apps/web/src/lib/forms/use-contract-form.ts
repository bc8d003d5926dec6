import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

/**
 * A form checked with the contract schema the server checks it with, so a mistake shows beside its field before
 * anything is sent, and worded exactly as the server would word it. The browser's own checks (`required`,
 * `type="email"`, `minLength`) still run first.
 */
export function useContractForm<TSchema extends z.ZodType<FieldValues, FieldValues>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
): UseFormReturn<z.input<TSchema>, unknown, z.output<TSchema>> {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({ ...options, resolver: zodResolver(schema) });
}

/** Where the server's message for the whole form is kept (`formState.errors.root.server`). */
const SERVER = 'root.server';

/**
 * The submit handler of a contract form: sends the checked values and, when the server refuses them, keeps its
 * message for the whole form (`serverError`) and puts each field's own message beside that field; `onRefused` gets
 * the message too (a form that also says it in a toast). The form stays as the person filled it: nothing typed is lost.
 */
export function submitContractForm<TInput extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  send: (values: TOutput) => Promise<unknown>,
  { onRefused }: { onRefused?: (message: string) => void } = {},
) {
  return form.handleSubmit(async (values) => {
    try {
      await send(values);
    } catch (caught) {
      const message = showRefusal(form, caught);
      onRefused?.(message);
    }
  });
}

function showRefusal<TInput extends FieldValues, TOutput extends FieldValues>(form: UseFormReturn<TInput, unknown, TOutput>, caught: unknown): string {
  const message = (caught as Error).message || 'Something went wrong.';
  form.setError(SERVER as Path<TInput>, { type: 'server', message });
  if (caught instanceof ApiError && caught.fields) {
    for (const [field, messages] of Object.entries(caught.fields)) {
      // Only a field the form shows takes the message; one it does not show would hide the refusal from the person.
      const isOnForm = form.getValues(field as Path<TInput>) !== undefined;
      if (messages[0] && isOnForm) form.setError(field as Path<TInput>, { type: 'server', message: messages[0] });
    }
  }
  return message;
}

/** The server's message for the whole form, once it refused it. */
export function serverError<TInput extends FieldValues, TOutput extends FieldValues>(form: UseFormReturn<TInput, unknown, TOutput>): string | undefined {
  return form.formState.errors.root?.server?.message;
}

/**
 * The server's message for the whole form only when no field has a message of its own: for forms that show a
 * refusal either beside the fields it names or, naming none, above the form.
 */
export function formLevelServerError<TInput extends FieldValues, TOutput extends FieldValues>(
  form: UseFormReturn<TInput, unknown, TOutput>,
): string | undefined {
  const namesAField = Object.keys(form.formState.errors).some((key) => key !== 'root');
  return namesAField ? undefined : serverError(form);
}
