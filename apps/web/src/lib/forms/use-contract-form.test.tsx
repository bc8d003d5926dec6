import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { formLevelServerError, submitContractForm, useContractForm } from './use-contract-form';

const ZName = z.object({ name: z.string().min(1, 'Enter a name.') });

/** A one-field form whose server refuses with `fields`, showing field messages beside the field and the rest on top. */
function NameForm({ fields }: { fields: Record<string, string[]> }) {
  const form = useContractForm(ZName, { defaultValues: { name: 'Ana' } });
  const onSubmit = submitContractForm(form, () => Promise.reject(new ApiError('Validation failed', { status: 400, fields })));
  const top = formLevelServerError(form);
  return (
    <form onSubmit={onSubmit}>
      {top && <p role="alert">{top}</p>}
      <input aria-label="Name" {...form.register('name')} />
      {form.formState.errors.name && <p>Beside the name: {form.formState.errors.name.message}</p>}
      <button type="submit">Save</button>
    </form>
  );
}

describe('submitContractForm', () => {
  it('puts a field’s message beside the field it names', async () => {
    render(<NameForm fields={{ name: ['That name is taken.'] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Beside the name: That name is taken.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the refusal above the form when the field it names is not on the form', async () => {
    render(<NameForm fields={{ email: ['That email is taken.'] }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Validation failed');
  });
});
