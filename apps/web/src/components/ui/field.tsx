import { useId, type ComponentProps, type ReactNode } from 'react';
import { ErrorText } from './error-text';

/** An input's props, its `ref` included: React 19 hands it to the input like any other. */
type FieldProps = ComponentProps<'input'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled input with its hint and error, wired for screen readers. */
export function Field({ label, error, hint, id, className = '', ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy =
    [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${error ? 'border-red-600' : 'border-stone-300'}`}
        {...input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <ErrorText id={`${inputId}-error`} text={error} />
    </div>
  );
}
