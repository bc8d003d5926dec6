/** "November 2, 2026": billing dates are moments (a period's end), shown as the day they fall on for the reader. */
export function formatDay(isoDateTime: string): string {
  return new Date(isoDateTime).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
