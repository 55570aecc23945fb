/**
 * The shape a French or Kinyarwanda part must have: the English part's keys, every string
 * a string of the other language (rules §9.15). A missing or extra key fails to compile;
 * lists (the legal pages' sections) are lists of the same shape.
 */
export type Words<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Words<Item>[]
    : { readonly [Key in keyof T]: Words<T[Key]> };
