import type { ReactNode } from 'react';

/**
 * One of a radio group's choices drawn as a card (the signup form's roles look the same):
 * the whole card is the label, so it is a large target on a phone.
 */
export function ChoiceCard({
  checked,
  title,
  text,
  icon,
  children,
}: {
  checked: boolean;
  title: string;
  text?: string;
  icon?: ReactNode;
  /** The radio input itself. */
  children: ReactNode;
}) {
  return (
    <label
      className={`flex min-h-11 cursor-pointer items-start gap-2.5 rounded-xl border p-3 ${checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-stone-300 bg-white hover:bg-stone-50'}`}
    >
      {children}
      <span className="min-w-0">
        <span className="flex items-center gap-2 font-semibold text-stone-900">
          {icon && <span className="text-brand-700">{icon}</span>}
          {title}
        </span>
        {text && <span className="mt-0.5 block text-sm text-stone-700">{text}</span>}
      </span>
    </label>
  );
}
