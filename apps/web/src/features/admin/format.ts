const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');

/** 123456 cents → "$1,234.56": the dashboard's revenue figures arrive in cents. */
export const formatUsdCents = (cents: number) => usd.format(cents / 100);

/** 12345 → "12,345". */
export const formatCount = (value: number) => count.format(value);
