/** Driver specialties (rules §3.11: slugs on the wire, labels on screen). */
export const specialties = [
  'city-driving',
  'long-distance',
  'airport-transfers',
  'event-transportation',
  'tourist-guide',
  'luxury-vehicles',
  'corporate-events',
] as const;
export type Specialty = (typeof specialties)[number];

/** rules §3.2: age at least 18, experience at least 1 year, rate from RWF 1,000 in steps of 500. */
export const minDriverAge = 18;
export const maxDriverAge = 80;
export const minDriverExperience = 1;
export const minDriverRate = 1000;
export const driverRateStep = 500;
export const maxDriverRate = 500_000;

/** The drivers list's filter choices (rules §3.7). */
export const minExperienceOptions = [1, 3, 5, 10] as const;
export const minRatingOptions = [3, 4, 4.5] as const;
