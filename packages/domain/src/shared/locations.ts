/** The ten towns of the home page's 'Available Across Rwanda' tiles and the location options (spec §2). */
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

/** The one time zone every time is shown in (DESIGN §1.10). */
export const kigaliTimeZone = 'Africa/Kigali';
