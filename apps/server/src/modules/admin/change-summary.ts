import { definedOnly } from '../../shared/defined-only.js';

/** The fields an edit sent, named as the API names them, for the audit log (rules §8.13). */
export function changedFields(input: object, extra: string[] = []): string {
  const names = [...Object.keys(definedOnly(input)), ...extra];
  return names.length > 0 ? `Changed ${names.join(', ')}` : 'Saved without changes';
}

export const activeWord = (active: boolean) => (active ? 'active' : 'inactive');

/** "a client account", "an owner account", "an admin account". */
export const withArticle = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;
