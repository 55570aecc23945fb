/** Whole Rwandan francs, the one currency of the product (rules §9.14). */
export type Rwf = number;

const rwf = new Intl.NumberFormat('en-RW', {
  style: 'currency',
  currency: 'RWF',
  currencyDisplay: 'code',
  maximumFractionDigits: 0,
});

/** `12000` → `RWF 12,000`. */
export function formatRwf(amount: Rwf): string {
  // Intl puts a no-break space after the code; a plain space reads the same and copies cleanly.
  return rwf.format(Math.round(amount)).replace(/\u00a0/g, ' ');
}
