/** The admin's users screen (rules §8.5, §8.6). */
export const adminUsers = {
  title: 'Users',
} as const;
