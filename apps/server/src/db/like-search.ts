/** `%`, `_` and `\` typed by a person match themselves in a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Up to five lower-cased words of a search, each of which must appear in what is searched. */
export function searchWords(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
}
