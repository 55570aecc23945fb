import type { ReactNode } from 'react';

/** A column of a {@link RecordTable}: its key, its heading, and whether it is the actions'. */
export type RecordColumn = { key: string; label: string; actions?: boolean; nowrap?: boolean };

/**
 * Wide screens: an admin list's records, one a row, under rules §8's columns. The first
 * cell names the row (a `th`); each list says what its cells hold (`row`).
 */
export function RecordTable<T extends { id: number }>({
  caption,
  columns,
  records,
  row,
}: {
  caption: string;
  columns: readonly RecordColumn[];
  records: readonly T[];
  row: (record: T) => ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`px-4 py-3 font-semibold ${column.nowrap ? 'whitespace-nowrap' : ''} ${column.actions ? 'text-right' : ''}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {records.map((record) => (
            <tr key={record.id} className="align-top">
              {row(record)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Phones and tablets: an admin list's records, one card each, nothing wider than the
 * screen. Each card is named (`name`) and ends with its actions.
 */
export function RecordCards<T extends { id: number }>({
  label,
  records,
  name,
  card,
  actions,
}: {
  label: string;
  records: readonly T[];
  name: (record: T) => string;
  card: (record: T) => ReactNode;
  actions: (record: T) => ReactNode;
}) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={label}>
      {records.map((record) => (
        <li key={record.id}>
          <article
            aria-label={name(record)}
            className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-4 text-sm shadow-sm"
          >
            {card(record)}
            <div className="mt-auto pt-3">{actions(record)}</div>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** One fact of a card: its label above, its value below. */
export function CardFact({
  label,
  className,
  valueClassName,
  children,
}: {
  label: string;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold text-stone-600">{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
