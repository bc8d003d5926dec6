/** The API lives on the same origin under /api unless VITE_API_URL points elsewhere. */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL as string | undefined)?.replace(/\/$/, '') || '/api',
  isProduction: import.meta.env.PROD,
};
