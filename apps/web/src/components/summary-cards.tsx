/**
 * An admin list's summary cards (rules §8.10, §8.11): counts the server made over every
 * record, not just the page. On a phone the first card (the total) takes a line of its
 * own, label and figure side by side.
 */
export function SummaryCards({
  label,
  cards,
}: {
  label: string;
  cards: readonly { key: string; label: string; value: number }[];
}) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:gap-3">
      {cards.map((card, index) => (
        <div
          key={card.key}
          className={`rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm sm:py-4 ${index === 0 ? 'col-span-2 flex items-baseline justify-between gap-2 sm:col-span-1 sm:block' : ''}`}
        >
          <dt className="text-sm text-stone-600">{card.label}</dt>
          <dd className="text-xl font-bold text-stone-900 sm:mt-1 sm:text-2xl">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}
