import { ZFormsNeedsInput, type FormsNeedsInputDraft, type FormsPetitionType } from './schema';
import { PAYMENT_METHOD_FACTS } from './fees';
import { OFFICIAL_PAGES, type FormFact } from './sources';

export const FORM_IDS = ['I-140', 'G-28', 'I-907', 'G-1145', 'G-1450', 'G-1650', 'ETA-9089'] as const;
export type FormId = (typeof FORM_IDS)[number];

export interface RecommendedForm {
  formId: FormId;
  title: string;
  /** One sentence: why this case needs it. */
  reason: string;
  /** 'required' for the filing to be accepted as the notes describe it; 'optional' when it only helps. */
  need: 'required' | 'optional';
  /** What the notes say about it, with its official source; a fact marked 'U' tells the user where to check it. */
  facts: FormFact[];
}

/**
 * Which forms a case needs and why. The order follows a practitioners' filing template (G-1145, ETA-9089 for
 * NIW, I-140); the research notes (see sources.ts; the § numbers below are their sections) do not place G-28,
 * I-907 or G-1450, so they sit next to what they belong to. Only forms the notes describe, each with the facts
 * behind it:
 * - I-140 always (the petition, §10.1);
 * - G-28 when an attorney or accredited representative files (§10.4, USCIS lockbox tips);
 * - I-907 when the user wants premium processing (fee and timeframes from §10.2);
 * - G-1145 for the e-mail/text acceptance notice (§10.4; optional, no effect on processing);
 * - G-1450 when paying by card, G-1650 (ACH debit from a U.S. bank account) otherwise: since Oct. 28, 2025 USCIS
 *   takes no paper checks or money orders (§14.3), so a paper filing always pays with one of the two;
 * - ETA-9089 with Appendix A for NIW (§10.4, reports after the FLAG move; the exact wording is unconfirmed).
 * EB-1A needs no labor certification (8 CFR 204.5(h)(5)), so no DOL form is proposed for it.
 */
export function recommendedForms(input: FormsNeedsInputDraft): RecommendedForm[] {
  const needs = ZFormsNeedsInput.parse(input);
  const forms: RecommendedForm[] = [];
  if (needs.wantsEmailNotice) forms.push(emailNoticeForm());
  if (needs.hasAttorney) forms.push(attorneyForm());
  if (needs.petitionType === 'NIW') forms.push(laborCertificationForm());
  forms.push(petitionForm(needs.petitionType));
  if (needs.wantsPremiumProcessing) forms.push(premiumProcessingForm(needs.petitionType));
  forms.push(paymentForm(needs.paysByCard));
  return forms;
}

function emailNoticeForm(): RecommendedForm {
  return {
    formId: 'G-1145',
    title: 'Form G-1145, E-Notification of Application/Petition Acceptance',
    reason: 'You asked for an e-mail or text notice when USCIS accepts the petition; it is optional and does not change processing.',
    need: 'optional',
    facts: [
      {
        text: 'Optional e-notification of acceptance (e-mail/text) for lockbox filings, clipped to the front of the package; no effect on processing.',
        ref: { official: 'i140Form', sourceTags: ['G28'], marks: ['S'] },
      },
    ],
  };
}

function attorneyForm(): RecommendedForm {
  return {
    formId: 'G-28',
    title: 'Form G-28, Notice of Entry of Appearance as Attorney or Accredited Representative',
    reason: 'An attorney or accredited representative files for the petitioner, so their G-28 goes with the petition.',
    need: 'required',
    facts: [
      {
        text: "Filed by an attorney/accredited representative with each client's petition; for an I-140 the client listed in Part 3 of the G-28 is the petitioner, not the beneficiary.",
        ref: { official: 'g28LockboxTips', sourceTags: ['G28'], marks: ['P'] },
      },
      {
        text: 'Send it with the lockbox filing; do not send follow-up G-28s to the lockbox.',
        ref: { official: 'g28LockboxTips', sourceTags: ['G28'], marks: ['P'] },
      },
    ],
  };
}

function laborCertificationForm(): RecommendedForm {
  return {
    formId: 'ETA-9089',
    title: 'Form ETA-9089 with Appendix A (not certified by the Department of Labor)',
    reason: 'Since the Department of Labor moved PERM to its FLAG system, reports state NIW petitions must include a completed ETA-9089 with Appendix A.',
    need: 'required',
    facts: [
      {
        text: 'After June 1, 2023 (FLAG), NIW petitions include the completed Form ETA-9089 with Appendix A and other applicable appendices, not DOL-certified; USCIS formalized FLAG-era rules in 90 FR 3238 (Jan. 14, 2025). The exact NIW wording of that notice was not retrieved.',
        ref: { official: 'laborCertificationNotice', sourceTags: ['FLAG'], marks: ['P', 'S', 'U'] },
      },
      {
        text: 'The regulation (8 CFR 204.5(k)(4)(ii)) still refers to Form ETA-750B in duplicate.',
        ref: { official: 'regulation', sourceTags: ['self-filer FAQ'], marks: ['S'] },
      },
    ],
  };
}

function petitionForm(petitionType: FormsPetitionType): RecommendedForm {
  return {
    formId: 'I-140',
    title: 'Form I-140, Immigrant Petition for Alien Workers',
    reason:
      petitionType === 'EB1A'
        ? 'The I-140 is the petition itself; for EB-1A it ticks the extraordinary-ability box and needs no job offer or labor certification.'
        : 'The I-140 is the petition itself; for a national interest waiver it ticks the NIW box, which waives the job offer and labor certification.',
    need: 'required',
    facts: [
      {
        text: 'USCIS published a new I-140 edition together with the fee rule in April 2024.',
        ref: { official: 'i140Form', sourceTags: ['FEE'], marks: ['S'] },
      },
      {
        // The notes confirm neither; the user reads the answer on the form's own page.
        text: `Our sources cannot confirm the current edition date of Form I-140 or whether it can be filed online; check ${OFFICIAL_PAGES.i140} before you file.`,
        ref: { official: 'i140Form', sourceTags: ['FORM'], marks: ['U'] },
      },
      {
        text: 'Labor certification is not required for EB-1A (8 CFR 204.5(h)(5)) and is waived for NIW.',
        ref: { official: 'regulation', sourceTags: ['REG'], marks: ['P'] },
      },
      {
        text: 'Filed with the filing fee and the Asylum Program Fee as separate payments; wrong fees or blank Part 1 questions 5 and 6 lead to rejection.',
        ref: { official: 'i140Form', sourceTags: ['FEE'], marks: ['S'] },
      },
      ...PAYMENT_METHOD_FACTS,
    ],
  };
}

function premiumProcessingForm(petitionType: FormsPetitionType): RecommendedForm {
  return {
    formId: 'I-907',
    title: 'Form I-907, Request for Premium Processing Service',
    reason:
      petitionType === 'EB1A'
        ? 'You want premium processing, which for EB-1A sets a 15-business-day window for USCIS to act.'
        : 'You want premium processing, which for NIW sets a 45-business-day window for USCIS to act.',
    need: 'optional',
    facts: [
      {
        text: 'Fee $2,805 from Feb. 26, 2024; $2,965 for requests postmarked on or after March 1, 2026 (91 FR 1059, Jan. 12, 2026).',
        ref: { official: 'premiumProcessingRule', sourceTags: ['PP'], marks: ['P', 'S'] },
      },
      {
        text: 'Counted in business days since April 1, 2024: EB-1A 15, EB-2 NIW 45. If USCIS misses the window it refunds the fee and keeps expedited handling; an RFE or NOID stops the clock.',
        ref: { official: 'premiumProcessingRule', sourceTags: ['PP'], marks: ['S'] },
      },
    ],
  };
}

/** Since Oct. 28, 2025 USCIS takes no paper checks or money orders, so a paper filing pays by card or by ACH. */
function paymentForm(paysByCard: boolean): RecommendedForm {
  const separatePayments: FormFact = {
    text: 'The filing fee and the Asylum Program Fee are still separate payments.',
    ref: PAYMENT_METHOD_FACTS[0]!.ref,
  };
  if (paysByCard) {
    return {
      formId: 'G-1450',
      title: 'Form G-1450, Authorization for Credit Card Transactions',
      reason: 'You pay the fees by card, which USCIS authorizes with Form G-1450 now that it takes no paper checks or money orders.',
      need: 'required',
      facts: [...PAYMENT_METHOD_FACTS, separatePayments],
    };
  }
  return {
    formId: 'G-1650',
    title: 'Form G-1650, Authorization for ACH Transactions',
    reason:
      'You do not pay by card, and since Oct. 28, 2025 USCIS takes no paper checks or money orders, so a paper filing pays by ACH debit from a U.S. bank account with Form G-1650.',
    need: 'required',
    facts: [...PAYMENT_METHOD_FACTS, separatePayments],
  };
}
