import type { PetitionType } from '@acclaim/domain';

/** The petition types as the add-client form offers them; "Not sure" leaves the choice to the assessment. */
export const PETITION_TYPE_LABELS: Record<PetitionType, string> = { EB1A: 'EB-1A', NIW: 'EB-2 NIW', UNDECIDED: 'Not sure' };

/** "in 12 days", "today", "3 days ago": how far the target filing date is, as the list reads it. */
export function daysFromNow(days: number): string {
  if (days === 0) return 'today';
  const count = Math.abs(days);
  const unit = count === 1 ? 'day' : 'days';
  return days > 0 ? `in ${count} ${unit}` : `${count} ${unit} ago`;
}

/** Within a month of filing, or past it: the date the firm should look at first. */
export const isFilingSoon = (days: number) => days < 30;
