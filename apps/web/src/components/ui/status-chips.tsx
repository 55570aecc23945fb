/**
 * A row of pill buttons that filters a list by status: 'All' first, then each status,
 * the chosen one pressed. With `countOf`, each shows how many there are (the server's
 * counts, not the page's).
 */
export function StatusChips<S extends string>({
  label,
  statuses,
  chosen,
  allLabel,
  labelOf,
  countOf,
  onChoose,
}: {
  /** What the group filters, for screen readers ('Show bookings by status'). */
  label: string;
  statuses: readonly S[];
  chosen: S | undefined;
  allLabel: string;
  labelOf: (status: S) => string;
  countOf?: (status: S | undefined) => number;
  onChoose: (status: S | undefined) => void;
}) {
  const choices: (S | undefined)[] = [undefined, ...statuses];
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((status) => {
        const pressed = chosen === status;
        return (
          <button
            key={status ?? 'all'}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChoose(status)}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${pressed ? 'border-brand-700 bg-brand-700 text-white' : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100'}`}
          >
            {status ? labelOf(status) : allLabel}
            {countOf && (
              // Solid colours: white over the pressed chip's green let too little
              // contrast through for text this small (WCAG 1.4.3, rules §9.6).
              <span
                className={`rounded-full px-2 py-0.5 text-xs ${pressed ? 'bg-white text-brand-800' : 'bg-stone-200 text-stone-800'}`}
              >
                {countOf(status)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
