import { formatDate } from '@/lib/format';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Evidence dates may be partial: "2019" → "2019", "2019-05" → "May 2019", "2019-05-14" → "May 14, 2019". */
export function formatPartialDate(value: string): string {
  const [year, month, day] = value.split('-');
  if (day) return formatDate(value);
  if (month) return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
  return year ?? value;
}

/** [2, 3, 4, 7] → "pp. 2–4, 7"; [5] → "p. 5". */
export function formatPages(pages: readonly number[]): string {
  if (pages.length === 0) return '';
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  const ranges: string[] = [];
  let start = sorted[0]!;
  let previous = start;
  for (const page of [...sorted.slice(1), Number.NaN]) {
    if (page === previous + 1) {
      previous = page;
      continue;
    }
    ranges.push(start === previous ? String(start) : `${start}–${previous}`);
    start = page;
    previous = page;
  }
  return `${sorted.length === 1 ? 'p.' : 'pp.'} ${ranges.join(', ')}`;
}
