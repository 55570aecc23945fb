import { useRef, useState, type KeyboardEvent } from 'react';
import { formatWeekdayDate, formatWeekdayName } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import type { WeekCell, WeekCellKind, WeekColumn } from './week-cells';

/** Each kind's look; the legend shows the same swatches. Blocked is striped, not only coloured. */
const kindClass: Record<WeekCellKind | 'picked', string> = {
  free: 'border border-emerald-400 bg-emerald-50 hover:bg-emerald-200',
  booked: 'bg-stone-500',
  blocked:
    'bg-amber-200 bg-[repeating-linear-gradient(135deg,transparent_0_4px,rgb(180_83_9/0.45)_4px_6px)]',
  closed: 'bg-stone-100',
  picked: 'bg-emerald-600 border border-emerald-700',
};

const legendKinds = ['free', 'booked', 'blocked', 'closed'] as const;

const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** A Kigali day as an instant at its noon, for the formatters. */
const noonOf = (day: string) => `${day}T12:00:00+02:00`;

/**
 * A week of a calendar as a table: a column per day, a row per hour, each cell coloured by
 * its kind and named for screen readers ("Mon 7 Dec 2026, 09:00: Free"). With `onPick`,
 * free cells can be chosen by touch, mouse or keyboard: the grid is one tab stop and the
 * arrow keys (Home, End) move within it. `picked` marks a chosen stretch.
 */
export function WeekCalendar({
  columns,
  caption,
  onPick,
  picked,
}: {
  columns: readonly WeekColumn[];
  caption: string;
  onPick?: (cell: WeekCell) => void;
  picked?: { start: Date; end: Date };
}) {
  const { t } = useTranslation();
  const table = useRef<HTMLTableElement>(null);
  const rows = columns[0]?.cells.length ?? 0;
  const firstFree = columns
    .flatMap((column, col) => column.cells.map((cell, row) => ({ cell, col, row })))
    .find(({ cell }) => cell.kind === 'free');
  const [active, setActive] = useState<{ col: number; row: number }>();
  const at =
    active ?? (firstFree ? { col: firstFree.col, row: firstFree.row } : { col: 0, row: 0 });

  const isPicked = (cell: WeekCell) =>
    picked !== undefined &&
    cell.start.getTime() >= picked.start.getTime() &&
    cell.start.getTime() < picked.end.getTime();

  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    let next = at;
    if (event.key in steps) {
      const [dc, dr] = steps[event.key]!;
      next = {
        col: Math.min(columns.length - 1, Math.max(0, at.col + dc)),
        row: Math.min(rows - 1, Math.max(0, at.row + dr)),
      };
    } else if (event.key === 'Home') next = { col: at.col, row: 0 };
    else if (event.key === 'End') next = { col: at.col, row: rows - 1 };
    else return;
    event.preventDefault();
    setActive(next);
    table.current?.querySelector<HTMLElement>(`[data-cell="${next.col}-${next.row}"]`)?.focus();
  };

  return (
    <table ref={table} className="w-full table-fixed border-separate border-spacing-0.5 text-xs">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-11 font-medium text-stone-600">
            <span className="sr-only">{t('calendar.hourHeader')}</span>
          </th>
          {columns.map((column) => (
            <th key={column.day} scope="col" className="pb-1 font-medium text-stone-700">
              <abbr title={formatWeekdayDate(noonOf(column.day))} className="no-underline">
                <span className="block">{formatWeekdayName(noonOf(column.day))}</span>
                <span className="block text-sm font-bold text-stone-900">
                  {Number(column.day.slice(8, 10))}
                </span>
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: rows }, (_, row) => {
          const hour = columns[0]!.cells[row]!.hour;
          return (
            <tr key={hour}>
              <th scope="row" className="pr-1 text-right font-normal text-stone-600 tabular-nums">
                {clock(hour)}
              </th>
              {columns.map((column, col) => {
                const cell = column.cells[row]!;
                const chosen = isPicked(cell);
                const label = t('calendar.cell', {
                  day: formatWeekdayDate(noonOf(cell.day)),
                  time: clock(cell.hour),
                  kind: t(`calendar.kind.${chosen ? 'picked' : cell.kind}`),
                });
                const look = `block h-7 w-full rounded-sm ${kindClass[chosen ? 'picked' : cell.kind]}`;
                return (
                  <td key={column.day} className="p-0">
                    {onPick ? (
                      <button
                        type="button"
                        data-cell={`${col}-${row}`}
                        data-kind={cell.kind}
                        tabIndex={at.col === col && at.row === row ? 0 : -1}
                        aria-label={label}
                        aria-disabled={cell.kind !== 'free'}
                        aria-pressed={cell.kind === 'free' ? chosen : undefined}
                        onFocus={() => setActive({ col, row })}
                        onKeyDown={move}
                        onClick={() => cell.kind === 'free' && onPick(cell)}
                        className={`${look} focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-stone-900 ${cell.kind === 'free' ? 'cursor-pointer' : 'cursor-not-allowed'}`}
                      />
                    ) : (
                      <span role="img" aria-label={label} data-kind={cell.kind} className={look} />
                    )}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** What the colours of a week mean, in words. */
export function WeekLegend({ showPicked = false }: { showPicked?: boolean }) {
  const { t } = useTranslation();
  const kinds = showPicked ? [...legendKinds, 'picked' as const] : legendKinds;
  return (
    <ul
      aria-label={t('calendar.legendLabel')}
      className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700"
    >
      {kinds.map((kind) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className={`inline-block h-3.5 w-3.5 rounded-sm ${kindClass[kind]}`}
          />
          {t(`calendar.kind.${kind}`)}
        </li>
      ))}
    </ul>
  );
}
