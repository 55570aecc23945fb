/** Being built. */
export function DriverManagement() {
  return null;
}
