/** "1 word" / "12,480 words". */
export const formatWords = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'word' : 'words'}`;

/** "about 1 page" / "about 38 pages". */
export const formatPages = (count: number) => `about ${count} ${count === 1 ? 'page' : 'pages'}`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "24 Nov 2026", the day of a moment in the reader's own time zone: short enough for a review badge. */
export function formatDayMonthYear(isoDateTime: string): string {
  const date = new Date(isoDateTime);
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
