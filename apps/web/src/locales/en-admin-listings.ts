/** The admin's cars screen (rules §8.7). */
export const adminCars = {
  title: 'Car Management',
} as const;

/** The admin's Driver Management screen (rules §8.8). */
export const adminDrivers = {
  title: 'Driver Management',
} as const;
