/** Under ['admin'] with the rest of the admin area, so signing out or leaving drops it too. */
export const systemKeys = {
  health: ['admin', 'system', 'health'] as const,
};
