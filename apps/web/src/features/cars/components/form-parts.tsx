import type { ReactNode } from 'react';

/** The look of a select or textarea, beside the shared `Field` for inputs. */
export const controlClass =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:bg-stone-50';
export const borderFor = (error: string | undefined) =>
  error ? 'border-red-600' : 'border-stone-300';
export const labelClass = 'mb-1 block text-sm font-medium text-stone-800';

/** One titled group of the car form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-stone-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-bold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}
