/** Being built. */
export function BookingManagement() {
  return null;
}
