/** The owner area: dashboard, add and edit car (spec §2). */
export const owner = {
  dashboardTitle: 'Owner Dashboard',
  intro: 'This is where you will manage your cars and the booking requests they receive.',
} as const;
