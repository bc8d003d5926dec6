/** Under ['admin'] like the rest of the area, so signing out drops it with everything else. */
export const settingsKeys = {
  all: ['admin', 'settings'] as const,
};
