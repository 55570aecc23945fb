export const roles = ['client', 'owner', 'driver', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The roles a person may choose for themself at signup; admin is never self-chosen. */
export const signupRoles = ['client', 'owner', 'driver'] as const satisfies readonly Role[];
export type SignupRole = (typeof signupRoles)[number];

/** Owners and drivers are contacted by phone, so they must give one (rules §1.1). */
export function roleNeedsPhone(role: Role): boolean {
  return role === 'owner' || role === 'driver';
}

/** Where each role lands after logging in (rules §1.1). */
export const homePathByRole: Record<Role, string> = {
  admin: '/admin',
  owner: '/owner/dashboard',
  driver: '/driver/dashboard',
  client: '/',
};

/** Where each role lands straight after signing up (rules §1.3). */
export const signupLandingByRole: Record<SignupRole, string> = {
  client: '/account/verification',
  owner: '/owner/dashboard',
  driver: '/driver/register',
};
