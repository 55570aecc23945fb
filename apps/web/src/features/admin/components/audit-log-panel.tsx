/** Being built. */
export function AuditLogPanel() {
  return null;
}
