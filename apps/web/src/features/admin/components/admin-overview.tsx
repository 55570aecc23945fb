/** Being built. */
export function AdminOverview() {
  return null;
}
