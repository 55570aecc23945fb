import { useId, type ComponentProps, type ReactNode } from 'react';
import { ErrorText } from './error-text';
import { controlClass } from './select-field';

type FormSelectProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
};

/**
 * A labelled select registered with a form, with its hint and error under it, wired for
 * screen readers as `Field` wires an input (SelectField holds list filters). `className`
 * is added to the control's own classes.
 */
export function FormSelect({
  label,
  error,
  hint,
  id,
  className = '',
  children,
  ...select
}: FormSelectProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy =
    [hint ? `${selectId}-hint` : '', error ? `${selectId}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const border = error ? controlClass.replace('border-stone-300', 'border-red-600') : controlClass;
  return (
    <div>
      <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${border} ${className} disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-600`}
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={`${selectId}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <ErrorText id={`${selectId}-error`} text={error} />
    </div>
  );
}
