import { useId } from 'react';

/**
 * The lists' Instant Book filter (rules §4.16): on, only the cars or drivers that take it
 * (`instant_book=1` in the URL); off, no filter. Sits in a filter grid beside selects.
 */
export function InstantBookFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-end">
      <label
        htmlFor={id}
        className="flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg border border-stone-300 bg-white px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
      >
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="text-sm font-medium text-stone-800">{label}</span>
      </label>
    </div>
  );
}
