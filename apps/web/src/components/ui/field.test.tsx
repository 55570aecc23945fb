import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { FormSelect } from './form-select';

type Values = { email: string; town: string };

function Form({ onSend }: { onSend: (values: Values) => void }) {
  const { register, handleSubmit } = useForm<Values>({ defaultValues: { town: 'Kigali' } });
  return (
    <form onSubmit={handleSubmit(onSend)}>
      <Field label="Email address" type="email" {...register('email')} />
      <FormSelect label="Town" {...register('town')}>
        <option value="Kigali">Kigali</option>
        <option value="Musanze">Musanze</option>
      </FormSelect>
      <button type="submit">Send</button>
    </form>
  );
}

/**
 * React 19 hands `ref` to a function component as a prop: our fields pass it on to their
 * control, which is how a form reaches its inputs (record 20; Preact needed a patch for it).
 */
describe('refs given to field components', () => {
  it('reach the input itself', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Field label="Email address" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Email address'));
  });

  it('let a form read what was typed and chosen', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<Form onSend={onSend} />);
    await user.type(screen.getByLabelText('Email address'), 'amina@example.rw');
    await user.selectOptions(screen.getByLabelText('Town'), 'Musanze');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith(
      { email: 'amina@example.rw', town: 'Musanze' },
      expect.anything(),
    );
  });
});
