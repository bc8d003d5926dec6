import { FEES_AS_OF_LABEL, feeFigure, i140FilingFee, PREMIUM_PROCESSING_BUSINESS_DAYS, premiumProcessingFee } from '../../forms/fees';
import type { AnswerBuilder } from '../answer-builder';

/** "$2,965": written out by hand so the output never depends on the runtime's locale data. */
const usd = (n: number): string => `$${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * "How much is the I-140 filing fee?": the figures of the forms module (forms/fees.ts), with their
 * dates, and what they come to for the case's intended filing date. Only the 2026 premium processing fee
 * has a library authority (the Federal Register rule); the others are practitioner sources quoting USCIS,
 * and the answer says so.
 */
export function answerFees(b: AnswerBuilder): string[] {
  b.use('knowledge');
  const filing = feeFigure('i140-filing');
  const premium2026 = feeFigure('premium-2026');
  b.paragraph(`The Form I-140 filing fee is **${usd(filing.amountUsd)}**, under the fee rule effective April 1, 2024 (earlier $700).`);
  b.heading('Also paid with the I-140');
  b.bullet(
    `Asylum Program Fee: ${usd(feeFigure('asylum-standard').amountUsd)} standard; ${usd(feeFigure('asylum-small-employer').amountUsd)} for employers with 25 or fewer full-time-equivalent employees; ${usd(feeFigure('asylum-nonprofit-research').amountUsd)} for nonprofits and government research organizations. A self-petitioner pays ${usd(feeFigure('asylum-self-petitioner').amountUsd)}, per USCIS's I-140 fee guidance of September 2024.`,
  );
  b.bullet(
    `Premium processing (Form I-907), optional: ${usd(feeFigure('premium-2024').amountUsd)} from February 26, 2024, and ${usd(premium2026.amountUsd)} for requests postmarked on or after March 1, 2026 ${b.authorities(['fr-91-1059'])}. Practitioner sources give ${PREMIUM_PROCESSING_BUSINESS_DAYS.EB1A} business days for EB-1A and ${PREMIUM_PROCESSING_BUSINESS_DAYS.NIW} for the NIW.`,
  );
  b.bullet(
    'Since October 28, 2025 USCIS no longer accepts paper checks or money orders: pay by card with Form G-1450 or by ACH debit from a U.S. bank account with Form G-1650 (online filings pay through Pay.gov).',
  );
  b.bullet('The filing fee and the Asylum Program Fee are still separate payments; wrong fees or blank fee questions in Part 1 lead to rejection.');

  const date = b.context.profile.intendedFilingDate;
  if (date) {
    const fee = i140FilingFee(date);
    const pp = premiumProcessingFee(date);
    b.use('case', 'reasoning');
    b.paragraph(
      `For your intended filing date of ${date} (case profile): ${fee ? `the ${usd(fee.amountUsd)} filing fee applies` : 'the sources do not date the filing fee for that day'}${pp ? `, and premium processing would cost ${usd(pp.amountUsd)} if the request is postmarked that day` : ''}.`,
    );
  }
  b.paragraph(
    `${FEES_AS_OF_LABEL} Apart from the 2026 premium processing rule, these figures are USCIS guidance as reported by immigration lawyers, not read from an official fee schedule.`,
  );
  return ['How does premium processing work for these categories?', 'What should I do next?', 'Do I need a job offer?'];
}
