/** True when a query failed on a unique constraint (SQLSTATE 23505), on either database. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** True when a query failed on an exclusion constraint (SQLSTATE 23P01), on either database. */
export function isExclusionViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}
