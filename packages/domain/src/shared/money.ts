/** Whole Rwandan francs, the one currency of the product (rules §9.14). */
export type Rwf = number;

/** `12000` → `RWF 12,000`. */
export function formatRwf(amount: Rwf): string {
  // Written out rather than through Intl: a currency formatter costs a slow phone tens of
  // milliseconds to build while the page starts, for what is the code and digits in threes.
  const rounded = Math.round(amount);
  const digits = Math.abs(rounded)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}RWF ${digits}`;
}
