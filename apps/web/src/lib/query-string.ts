/** A query string of `values` in the given key order, without empty values (`''` when none). */
export function toQueryString<T extends object>(values: T, order: readonly (keyof T)[]): string {
  const params = new URLSearchParams();
  for (const key of order) {
    const value = values[key];
    if (value !== undefined && value !== null && value !== '')
      params.set(String(key), String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
