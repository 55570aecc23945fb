import type { ReactNode } from 'react';

/**
 * The facts of one record in an admin's details window (rules §8.10, §8.11): titled groups
 * of label and value, and a block of free text. The GPS and ticket windows use these, so
 * both read alike.
 */

/** The look of an email or phone link among the facts. */
export const factLinkClass = 'font-medium break-all text-brand-700 hover:underline';

/** A titled group of facts; `note` says something of the group as a whole. */
export function FactGroup({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl bg-stone-50 p-3 sm:p-4">
      <h3 id={id} className="text-sm font-bold text-stone-900">
        {title}
      </h3>
      {note && <p className="mt-0.5 text-xs text-stone-600">{note}</p>}
      <dl className="mt-2 space-y-1.5 text-sm">{children}</dl>
    </section>
  );
}

/** One fact: its label, and its value beside it. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-2 sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** Free text the person wrote (a reason, special requests), across the window; `empty` when none. */
export function FactText({
  id,
  title,
  text,
  empty,
}: {
  id: string;
  title: string;
  text: string | null;
  empty: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="min-w-0 rounded-xl bg-stone-50 p-3 sm:col-span-2 sm:p-4"
    >
      <h3 id={id} className="text-sm font-bold text-stone-900">
        {title}
      </h3>
      {text ? (
        <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-900">{text}</p>
      ) : (
        <p className="mt-1 text-sm text-stone-600">{empty}</p>
      )}
    </section>
  );
}
