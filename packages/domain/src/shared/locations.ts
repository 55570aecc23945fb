/** The ten towns of the home page's 'Available Across Rwanda' tiles and the location options (rules §9.4). */
export const rwandaLocations = [
  'Kigali',
  'Muhanga',
  'Huye',
  'Karongi',
  'Musanze',
  'Rubavu',
  'Gicumbi',
  'Rwamagana',
  'Kayonza',
  'Nyagatare',
] as const;

export type RwandaLocation = (typeof rwandaLocations)[number];

/** The one time zone every time is shown in (rules §9.13). */
export const kigaliTimeZone = 'Africa/Kigali';
