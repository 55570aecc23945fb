/** The public car screens: list, detail, featured cars (spec §2). */
export const cars = {
  listTitle: 'Available Cars',
} as const;
