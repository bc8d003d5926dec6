import site from '../../../content/site.json';

export interface Stat {
  value: string;
  label: string;
  substantiated: boolean;
}

export const SITE = site;

/** Only figures the business can back with records are shown. */
export const shownStats = (): Stat[] => site.stats.filter((stat) => stat.substantiated);
