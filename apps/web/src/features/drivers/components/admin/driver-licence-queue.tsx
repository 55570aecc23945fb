/** Being built. */
export function DriverLicenceQueue() {
  return null;
}
