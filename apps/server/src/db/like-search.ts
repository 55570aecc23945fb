/** `%`, `_` and `\` typed by a person match themselves in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Up to five lower-cased words of a search, each of which must appear in what is searched. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
}

/**
 * A page's total: counted only when the page cannot tell it. A page that came back short
 * (fewer rows than asked, and not an empty page past the end) ends the list, so its total
 * is what came before it plus its rows — most searches find fewer than one page and are
 * answered with one query instead of two.
 */
export async function totalOf(
  rows: readonly unknown[],
  paging: { page: number; per_page: number },
  count: () => Promise<number>,
): Promise<number> {
  const before = (paging.page - 1) * paging.per_page;
  if (rows.length < paging.per_page && (rows.length > 0 || paging.page === 1))
    return before + rows.length;
  return count();
}
