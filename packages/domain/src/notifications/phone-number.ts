/**
 * rules §10.7: a phone number as Kodesha keeps it, E.164 (`+250788123456`). Rwandan numbers
 * are read in the forms people write them (`0788 123 456`, `+250 788 123 456`,
 * `250788123456`, `788123456`); another country's number must come in E.164 (`+256…`).
 * Answers null for anything else.
 */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  const plus = trimmed.startsWith('+');
  const digits = trimmed.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (!/^\d+$/.test(digits)) return null;
  // Rwandan mobile numbers: 7 then 8 digits (072, 073, 078, 079 …).
  const rwandan = /^(?:250|0)?(7\d{8})$/.exec(digits);
  if (rwandan && (!plus || digits.startsWith('250'))) return `+250${rwandan[1]}`;
  if (plus && /^[1-9]\d{7,14}$/.test(digits)) return `+${digits}`;
  return null;
}
