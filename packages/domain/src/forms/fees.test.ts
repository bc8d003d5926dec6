import { describe, expect, it } from 'vitest';
import { FEES_AS_OF, FEE_FIGURES, FEE_PAYMENT_FACTS, PREMIUM_PROCESSING_BUSINESS_DAYS, asylumProgramFee, feeSummary, premiumProcessingFee } from './fees';

// Expected figures are hard-coded on purpose (copied from the research notes behind fees.ts, see sources.ts,
// rather than read from fees.ts): filing fee $715 from April 1, 2024; Asylum
// Program Fee $600 / $300 (25 or fewer FTE) / $0 (nonprofit or government research); self-petitioners $300
// (USCIS's Sept. 2024 I-140 fee guidance, the earlier $600 report superseded); premium processing $2,805 from Feb. 26, 2024 and $2,965 postmarked on or after March 1,
// 2026 (91 FR 1059, Jan. 12, 2026); EB-1A 15 and NIW 45 business days.
describe('fees', () => {
  it('match the figures of legal-domain.md §10.2', () => {
    const byId = Object.fromEntries(FEE_FIGURES.map((f) => [f.id, [f.amountUsd, f.effectiveFrom]]));
    expect(byId).toEqual({
      'i140-filing': [715, '2024-04-01'],
      'asylum-standard': [600, '2024-04-01'],
      'asylum-small-employer': [300, '2024-04-01'],
      'asylum-nonprofit-research': [0, '2024-04-01'],
      'asylum-self-petitioner': [300, '2024-04-01'],
      'premium-2024': [2805, '2024-02-26'],
      'premium-2026': [2965, '2026-03-01'],
    });
    expect(PREMIUM_PROCESSING_BUSINESS_DAYS).toEqual({ EB1A: 15, NIW: 45 });
    expect(FEES_AS_OF).toBe('2026-01-12');
    // Each figure is shown with the official page that publishes it: the I-140 page, or the Federal Register rule.
    for (const f of FEE_FIGURES) expect(f.ref.official, f.id).toBe(f.id.startsWith('premium-') ? 'premiumProcessingRule' : 'i140Form');
    const self = FEE_FIGURES.find((f) => f.id === 'asylum-self-petitioner');
    expect(self?.ref.marks).not.toContain('U');
    expect(self?.label).not.toMatch(/conflict/i);
    expect(self?.label).toMatch(/USCIS I-140 fee guidance/);
  });

  it('picks the premium processing fee by postmark date', () => {
    expect(premiumProcessingFee('2026-02-28')?.amountUsd).toBe(2805);
    expect(premiumProcessingFee('2026-03-01')?.amountUsd).toBe(2965);
    expect(premiumProcessingFee('2024-01-10')).toBeNull();
  });

  it('derives the Asylum Program Fee from questions 5 and 6, null until answered', () => {
    expect(asylumProgramFee({ filedBy: 'employer', isNonprofitResearch: true, has25OrFewerEmployees: false })?.amountUsd).toBe(0);
    expect(asylumProgramFee({ filedBy: 'employer', isNonprofitResearch: false, has25OrFewerEmployees: true })?.amountUsd).toBe(300);
    expect(asylumProgramFee({ filedBy: 'employer', isNonprofitResearch: false, has25OrFewerEmployees: false })?.amountUsd).toBe(600);
    expect(asylumProgramFee({ filedBy: 'employer', isNonprofitResearch: false, has25OrFewerEmployees: null })).toBeNull();
    expect(asylumProgramFee({ filedBy: 'self', isNonprofitResearch: false, has25OrFewerEmployees: null })?.id).toBe('asylum-self-petitioner');
  });

  it('totals a self-petition at $1,015 (the figure the notes give), no longer flagged as conflicting', () => {
    const summary = feeSummary({
      filingDate: '2026-05-04',
      filedBy: 'self',
      isNonprofitResearch: false,
      has25OrFewerEmployees: true,
      premiumProcessing: false,
    });
    expect(summary.totalUsd).toBe(1015);
    expect(summary.hasUncertainFigure).toBe(false);
    const premium = feeSummary({
      filingDate: '2026-05-04',
      filedBy: 'employer',
      isNonprofitResearch: false,
      has25OrFewerEmployees: false,
      premiumProcessing: true,
    });
    expect(premium.totalUsd).toBe(715 + 600 + 2965);
    const unknown = feeSummary({
      filingDate: '2026-05-04',
      filedBy: 'employer',
      isNonprofitResearch: null,
      has25OrFewerEmployees: null,
      premiumProcessing: false,
    });
    expect(unknown.totalUsd).toBeNull();
    expect(unknown.unknown).toHaveLength(1);
  });

  it('states the payment methods in force since Oct. 28, 2025: card (G-1450) or ACH debit (G-1650), never a check', () => {
    const text = FEE_PAYMENT_FACTS.map((f) => f.text).join(' ');
    expect(text).toMatch(/Since Oct\. 28, 2025 USCIS rejects paper checks and money orders/);
    expect(text).toMatch(/Form G-1450/);
    expect(text).toMatch(/Form G-1650/);
    expect(text).not.toMatch(/check\/money order/);
    expect(text).toMatch(/separate payments/);
  });
});
