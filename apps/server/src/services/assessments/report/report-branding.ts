import { softwareName } from '../../firms/letterhead';
import type { ReportData } from './report-data';

/**
 * How the report speaks of itself. A self-petitioner's report is Acclaim's and says Acclaim is not a law firm. On
 * a firm's case that line, under the firm's name, would say the firm is not a law firm; what is true there is
 * that the software's assessment is not legal advice and that the firm's attorneys review it and advise. Under
 * white label the software goes unnamed.
 */
export const reportSoftware = (data: ReportData): string => softwareName(data.letterhead ?? null);

export function disclaimerHeading(data: ReportData): string {
  return data.letterhead
    ? 'Software assessment, not legal advice  ·  No prediction of the outcome'
    : 'Not legal advice  ·  Not a law firm  ·  No prediction of the outcome';
}

export function reportDisclaimer(data: ReportData): string {
  const firm = data.letterhead;
  if (!firm) return data.result.disclaimer;
  const outcome = 'It does not predict the outcome of a petition; USCIS officers decide each case on its own record.';
  return firm.hideAcclaimBranding
    ? `This assessment was made by rule-based software for review by ${firm.firmName}'s attorneys. On its own it is general information, not legal advice: your attorney advises you. ${outcome}`
    : `This assessment was made by Acclaim's rule-based software for review by ${firm.firmName}'s attorneys. Acclaim is not a law firm, and its assessment on its own is general information, not legal advice: your attorney advises you. ${outcome}`;
}

/** "Acclaim's rule-based engine", or "The rule-based engine" when the firm's white label hides the name. */
export const engineName = (data: ReportData): string => (data.letterhead?.hideAcclaimBranding ? 'The rule-based engine' : "Acclaim's rule-based engine");
