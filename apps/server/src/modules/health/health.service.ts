/** Whether the server can do its work: today, whether its database answers. */
export function createHealthService(deps: { pingDatabase: () => Promise<void> }) {
  return {
    /** Resolves once the database answered a trivial query; rejects (a 500) when it cannot. */
    check: () => deps.pingDatabase(),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
