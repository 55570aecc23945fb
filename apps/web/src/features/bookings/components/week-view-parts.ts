/** A free hour picked on the week view: a Kigali day and a whole start hour. */
export type PickedStart = { day: string; startHour: number };
