/** Being built. */
export function UserManagement() {
  return null;
}
