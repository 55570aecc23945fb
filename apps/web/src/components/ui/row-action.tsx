const tones = {
  brand: 'text-brand-800 hover:bg-brand-50',
  plain: 'text-stone-800 hover:bg-stone-100',
  warn: 'text-amber-800 hover:bg-amber-50',
  attention: 'text-amber-900 hover:bg-amber-50',
  danger: 'text-red-700 hover:bg-red-50',
} as const;

/**
 * One action of a list's row (Details, Edit, Deactivate…): a text button with a 44 px tap
 * target, named with the row's record for screen readers (`Edit: 2019 Toyota RAV4`), as a
 * column of them reads alike. `busy` waits for a save under way.
 */
export function RowAction({
  label,
  of,
  tone = 'plain',
  busy = false,
  dense = false,
  onClick,
}: {
  label: string;
  /** What the row is: its name, read after the label. */
  of: string;
  tone?: keyof typeof tones;
  busy?: boolean;
  /** Less padding, to fit a table's last column. */
  dense?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`${label}: ${of}`}
      className={`inline-flex min-h-11 items-center rounded-lg text-sm font-semibold whitespace-nowrap disabled:cursor-wait disabled:opacity-60 ${dense ? 'px-2' : 'px-3'} ${tones[tone]}`}
    >
      {label}
    </button>
  );
}
