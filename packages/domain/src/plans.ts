/**
 * The one definition of what each plan costs and allows. The pricing page, the billing
 * screens and every server-side limit read it; change a number here and all of them follow.
 */
export const PLAN_IDS = ['FREE_TRIAL', 'ANALYSIS', 'COMPLETE', 'ATTORNEY'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** `null` means unlimited. */
export interface PlanLimits {
  petitions: number | null;
  documentUploads: number | null;
  eligibilityAssessments: number | null;
  /** Petition letters an account may generate (each keeps every version and edit); null is unlimited. */
  coverLetters: number | null;
  /** Pages of the petition letter shown and exported; null is the whole letter. */
  coverLetterPages: number | null;
  legalCitations: boolean;
  formI140Assistance: boolean;
  /** Drafting, editing and exporting recommendation letters; suggestions and the plan are on every plan. */
  recommendationLetters: boolean;
  /** Assembling the filing package (one PDF and a ZIP); the checklist is on every plan. */
  filingPackage: boolean;
  /** The chat assistant, answering from the legal library and the case, 24/7 with no daily cap (abuse limits still apply). */
  chat: boolean;
  /**
   * Answers a day written by the AI language model, on top of the assistant (e.g. 30 a day on Complete).
   * A question past them, or asked where no model is set up, is still answered, by the assistant. 0 is none.
   */
  aiChatAnswersPerDay: number;
  whiteLabel: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** US dollars per month. */
  priceMonthly: number;
  audience: 'self-petitioner' | 'attorney';
  tagline: string;
  /** What the plan card lists, in order. */
  features: string[];
  limits: PlanLimits;
  isHighlighted?: boolean;
}

/** What the Complete plan and the attorneys' plan both give: every tool, without a limit. They differ in petitions and white label. */
const EVERY_TOOL = {
  documentUploads: null,
  eligibilityAssessments: null,
  coverLetters: null,
  coverLetterPages: null,
  legalCitations: true,
  formI140Assistance: true,
  recommendationLetters: true,
  filingPackage: true,
  chat: true,
  aiChatAnswersPerDay: 30,
} as const satisfies Partial<PlanLimits>;

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  FREE_TRIAL: {
    id: 'FREE_TRIAL',
    name: 'Free Trial',
    priceMonthly: 0,
    audience: 'self-petitioner',
    tagline: 'See where your case stands. No card needed.',
    features: ['1 petition', 'Up to 5 document uploads', '1 eligibility assessment', 'Cover letter: first 2 pages'],
    limits: {
      petitions: 1,
      documentUploads: 5,
      eligibilityAssessments: 1,
      coverLetters: 1,
      coverLetterPages: 2,
      legalCitations: false,
      formI140Assistance: false,
      recommendationLetters: false,
      filingPackage: false,
      chat: false,
      aiChatAnswersPerDay: 0,
      whiteLabel: false,
    },
  },
  ANALYSIS: {
    id: 'ANALYSIS',
    name: 'Analysis',
    priceMonthly: 100,
    audience: 'self-petitioner',
    tagline: 'Build the evidence and understand every criterion.',
    features: ['Up to 4 petitions', 'Unlimited uploads', 'Comprehensive assessments', 'Cover letter: first 5 pages', 'Chat assistant, 24/7'],
    limits: {
      petitions: 4,
      documentUploads: null,
      eligibilityAssessments: null,
      coverLetters: null,
      coverLetterPages: 5,
      legalCitations: false,
      formI140Assistance: false,
      recommendationLetters: false,
      filingPackage: false,
      chat: true,
      aiChatAnswersPerDay: 0,
      whiteLabel: false,
    },
  },
  COMPLETE: {
    id: 'COMPLETE',
    name: 'Complete',
    priceMonthly: 500,
    audience: 'self-petitioner',
    tagline: 'Everything to prepare the petition you file.',
    features: [
      'Everything in Analysis',
      'Full petition letter of about 40 pages',
      'Legal citations and policy memos',
      'Form I-140 assistance',
      'Chat assistant, 24/7, plus 30 AI-written answers a day',
    ],
    limits: {
      petitions: 4,
      ...EVERY_TOOL,
      whiteLabel: false,
    },
    isHighlighted: true,
  },
  ATTORNEY: {
    id: 'ATTORNEY',
    name: 'Attorneys & Agents',
    priceMonthly: 100,
    audience: 'attorney',
    tagline: 'First drafts for every client under your own brand.',
    features: ['Unlimited clients', 'No per-case fees', 'White-label branding', 'First drafts of petition letters'],
    limits: {
      petitions: null,
      ...EVERY_TOOL,
      whiteLabel: true,
    },
  },
};

/** The three plans a self-petitioner chooses between, cheapest first. */
export const SELF_PETITIONER_PLANS: readonly Plan[] = [PLANS.FREE_TRIAL, PLANS.ANALYSIS, PLANS.COMPLETE];

/**
 * The plans a Billing page lists. The attorney plan is for firms, so it appears only on the attorney path (a
 * firm's owner, or an account that already holds it); a self-petitioner compares the three plans meant for them.
 */
export function billingPagePlans(isOnAttorneyPath: boolean): readonly Plan[] {
  return isOnAttorneyPath ? [...SELF_PETITIONER_PLANS, PLANS.ATTORNEY] : SELF_PETITIONER_PLANS;
}

/**
 * What a plan's chat is, as the pricing table and the plan cards say it: the assistant 24/7, and the AI-written
 * answers a day on top where the plan has them; null for a plan without chat.
 */
export function chatAllowanceText(limits: Pick<PlanLimits, 'chat' | 'aiChatAnswersPerDay'>): string | null {
  if (!limits.chat) return null;
  return limits.aiChatAnswersPerDay > 0 ? `24/7, plus ${limits.aiChatAnswersPerDay} AI-written answers a day` : '24/7';
}

export function formatPlanPrice(plan: Plan): string {
  return plan.priceMonthly === 0 ? 'Free' : `$${plan.priceMonthly}/mo`;
}
