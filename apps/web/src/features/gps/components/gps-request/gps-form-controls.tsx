import { useId, type ComponentProps, type ReactNode } from 'react';
import { ErrorText } from '@/components/ui/error-text';
import { controlClass } from '@/components/ui/select-field';

const errorClass = controlClass.replace('border-stone-300', 'border-red-600');

type GpsTextareaProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint: ReactNode;
};

/** A labelled text area with its hint (the characters used) and error under it. */
export function GpsTextarea({ label, error, hint, id, ...textarea }: GpsTextareaProps) {
  const generated = useId();
  const areaId = id ?? generated;
  return (
    <div>
      <label htmlFor={areaId} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${areaId}-hint`, error ? `${areaId}-error` : ''].join(' ').trim()}
        className={`${error ? errorClass : controlClass} placeholder:text-stone-400`}
        {...textarea}
      />
      <p id={`${areaId}-hint`} className="mt-1 text-xs text-stone-600">
        {hint}
      </p>
      <ErrorText id={`${areaId}-error`} text={error} />
    </div>
  );
}

/** One of the form's three parts: a heading (which names it) and its fields. */
export function GpsFormSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div>
        <h2 id={id} className="text-lg font-bold text-stone-900">
          {title}
        </h2>
        {intro && <p className="text-sm text-stone-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
