import type { TBrand } from '@acclaim/contracts';
import { formatCents } from '@acclaim/domain';
import type { MailMessage } from '../../adapters/mail/mailer';
import { inertText } from './firm-emails';

/*
 * The emails a customer expects after something happened to their account or case (issue 26): a payment's receipt,
 * the notice before a renewal, a plan change, a cancellation, a refund, the first draft of the petition letter and
 * the filing package ready. Billing emails come from Acclaim, which sells the plan, under its own name; the letter
 * and package emails of a firm's case wear the firm's brand as the firm's other emails do. Subjects are fixed
 * wording: nothing anyone typed (a firm's or a client's name) ever reaches a subject line.
 */

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const ACCLAIM_FOOTER = 'Acclaim is not a law firm and does not give legal advice.';
const ACCLAIM_COLOR = '#1e3a8a';

/** "November 24, 2026": dates as the receipts and the Billing page write them, in UTC. */
export const longDate = (value: Date) => value.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "$500.00 USD". */
const money = (cents: number, currency: string) => `${formatCents(cents)} ${currency.toUpperCase()}`;

const TEST_MODE_NOTE = 'Payments are in test mode: no card was charged and no money moved.';

interface Email {
  to: string;
  subject: string;
  /** Paragraphs of the product's own words. */
  paragraphs: string[];
  /** Label and value rows (a receipt's lines); a caller makes inert whatever someone typed in them. */
  facts?: [label: string, value: string][];
  after?: string[];
  action: { label: string; url: string };
  /** The firm whose case this is about; null for Acclaim's own emails. */
  brand: TBrand | null;
}

/** Staff read this, not the client: the firm prepares the petition; the software gives no legal advice. */
function footerOf(brand: TBrand | null): string {
  if (!brand) return ACCLAIM_FOOTER;
  const firm = inertText(brand.firmName);
  return brand.hideAcclaimBranding
    ? `Sent for ${firm} by its petition drafting software. The software is not a law firm and gives no legal advice.`
    : `Sent for ${firm} by Acclaim. ${ACCLAIM_FOOTER}`;
}

function render(email: Email, appUrl: string): MailMessage {
  const { brand, action } = email;
  const facts = email.facts ?? [];
  const footer = footerOf(brand);
  const text = [
    ...email.paragraphs,
    ...(facts.length > 0 ? [facts.map(([label, value]) => `  ${label}: ${value}`).join('\n')] : []),
    ...(email.after ?? []),
    `${action.label}: ${action.url}`,
    footer,
  ].join('\n\n');

  const color = brand?.primaryColor ?? ACCLAIM_COLOR;
  const name = brand ? inertText(brand.firmName) : 'Acclaim';
  const logo = brand?.logoUrl
    ? `<img src="${escapeHtml(new URL(brand.logoUrl, appUrl).toString())}" alt="${escapeHtml(name)}" style="max-height:48px;max-width:200px;display:block;margin:0 0 8px">`
    : '';
  const paragraphs = (lines: string[]) => lines.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const table =
    facts.length > 0
      ? `<table style="border-collapse:collapse;margin:0 0 16px;font-size:14px">${facts
          .map(
            ([label, value]) =>
              `<tr><td style="padding:4px 16px 4px 0;color:#475569;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join('')}</table>`
      : '';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
${logo}<p style="font-weight:600;color:${color};margin:0 0 24px">${escapeHtml(name)}</p>${paragraphs(email.paragraphs)}${table}${paragraphs(email.after ?? [])}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${color};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, open this address: ${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#64748b;margin-top:32px">${escapeHtml(footer)}</p></body></html>`;
  return { to: email.to, subject: email.subject, text, html };
}

const hello = (name: string) => `Hello ${inertText(name)},`;

interface BillingEmailBase {
  to: string;
  name: string;
  /** The firm the account holder owns, named on what they are billed for. */
  firmName: string | null;
  billingUrl: string;
  appUrl: string;
  isTestMode: boolean;
}

const billedTo = (input: BillingEmailBase): [string, string] => [
  'Billed to',
  `${inertText(input.name)}${input.firmName ? `, ${inertText(input.firmName)}` : ''} (${input.to})`,
];
const billingAction = (input: BillingEmailBase) => ({ label: 'Open Billing', url: input.billingUrl });

export function paymentReceiptMessage(
  input: BillingEmailBase & {
    receiptNumber: string;
    planName: string | null;
    description: string;
    amountCents: number;
    currency: string;
    paidAt: Date;
    periodStart: Date | null;
    periodEnd: Date | null;
  },
): MailMessage {
  const amount = money(input.amountCents, input.currency);
  const facts: [string, string][] = [
    ['Receipt number', input.receiptNumber],
    ['Date', longDate(input.paidAt)],
    billedTo(input),
    ...(input.planName ? [['Plan', `${input.planName}, monthly`] as [string, string]] : []),
    ['Description', input.description],
    ...(input.periodStart && input.periodEnd ? [['Service period', `${longDate(input.periodStart)} – ${longDate(input.periodEnd)}`] as [string, string]] : []),
    ['Amount paid', amount],
  ];
  return render(
    {
      to: input.to,
      subject: `Your Acclaim receipt: ${amount}`,
      paragraphs: [
        hello(input.name),
        `We received your payment of ${amount}${input.planName ? ` for the ${input.planName} plan` : ''}. This is your receipt.`,
        ...(input.isTestMode ? [TEST_MODE_NOTE] : []),
      ],
      facts,
      after: ['A PDF copy of this receipt, and every earlier one, is on your Billing page.'],
      action: billingAction(input),
      brand: null,
    },
    input.appUrl,
  );
}

export function renewalNoticeMessage(
  input: BillingEmailBase & { planName: string; renewsAt: Date; priceCents: number; creditCents: number | null; currency: string },
): MailMessage {
  const price = money(input.priceCents, input.currency);
  const charge = input.creditCents === null ? null : Math.max(0, input.priceCents - input.creditCents);
  const chargeLine =
    charge === null
      ? `The plan is ${price} a month; any credit left from an earlier plan change is taken off that amount.`
      : charge === input.priceCents
        ? `The charge will be ${price}.`
        : `The plan is ${price} a month; your account credit of ${money(Math.min(input.creditCents!, input.priceCents), input.currency)} is used first, so the charge will be ${money(charge, input.currency)}.`;
  return render(
    {
      to: input.to,
      subject: 'Your Acclaim plan renews soon',
      paragraphs: [
        hello(input.name),
        `Your ${input.planName} plan renews on ${longDate(input.renewsAt)} for another month, and the card on file will be charged then.`,
        chargeLine,
        ...(input.isTestMode ? ['Payments are in test mode: no card will be charged and no money will move.'] : []),
        `To stop the renewal, cancel on your Billing page before ${longDate(input.renewsAt)}. You keep the plan until then, and your account keeps everything in it afterwards.`,
      ],
      facts: [billedTo(input)],
      action: billingAction(input),
      brand: null,
    },
    input.appUrl,
  );
}

export function planChangedMessage(
  input: BillingEmailBase & {
    fromPlanName: string;
    toPlanName: string;
    isUpgrade: boolean;
    changedAt: Date;
    priceCents: number;
    currency: string;
    nextRenewal: Date | null;
  },
): MailMessage {
  const price = money(input.priceCents, input.currency);
  return render(
    {
      to: input.to,
      subject: 'Your Acclaim plan has changed',
      paragraphs: [
        hello(input.name),
        `Your plan changed from ${input.fromPlanName} to ${input.toPlanName} on ${longDate(input.changedAt)}, and the ${input.toPlanName} limits apply now.`,
        input.isUpgrade
          ? 'The difference for the rest of the current period is charged now; its receipt comes in a separate email.'
          : `The unused part of ${input.fromPlanName} is credited to your account and taken off your next payments.`,
        input.nextRenewal ? `From your next renewal on ${longDate(input.nextRenewal)}, the plan is ${price} a month.` : `The plan is ${price} a month.`,
        ...(input.isTestMode ? [TEST_MODE_NOTE] : []),
      ],
      facts: [billedTo(input)],
      after: ['If you did not make this change, tell us through the Contact page.'],
      action: billingAction(input),
      brand: null,
    },
    input.appUrl,
  );
}

export function cancellationMessage(input: BillingEmailBase & { planName: string; endsAt: Date }): MailMessage {
  const ends = longDate(input.endsAt);
  return render(
    {
      to: input.to,
      subject: 'Your Acclaim plan is canceled',
      paragraphs: [
        hello(input.name),
        `You canceled your ${input.planName} plan. It stays active until ${ends} and will not renew: nothing more will be charged.`,
        'After that your account moves to the Free Trial and keeps everything in it: your documents, assessments, letters and packages. The Free Trial limits apply to what you create next.',
        `Changed your mind? Resume the plan on your Billing page before ${ends}.`,
      ],
      facts: [billedTo(input)],
      action: billingAction(input),
      brand: null,
    },
    input.appUrl,
  );
}

export function refundMessage(
  input: BillingEmailBase & {
    amountCents: number;
    currency: string;
    refundedAt: Date;
    payment: { paidAt: Date; description: string; amountCents: number } | null;
    /** The plan the refund ended, when the account has no paid plan left. */
    endedPlanName: string | null;
  },
): MailMessage {
  const amount = money(input.amountCents, input.currency);
  const facts: [string, string][] = [
    ['Date', longDate(input.refundedAt)],
    billedTo(input),
    ...(input.payment
      ? [
          ['Refunded payment', `${money(input.payment.amountCents, input.currency)} of ${longDate(input.payment.paidAt)}, ${input.payment.description}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Amount refunded', amount],
  ];
  return render(
    {
      to: input.to,
      subject: `Your Acclaim refund: ${amount}`,
      paragraphs: [
        hello(input.name),
        `We refunded ${amount} to you.`,
        input.isTestMode ? TEST_MODE_NOTE : 'It goes back to the card you paid with; your card issuer may take several business days to show it.',
        ...(input.endedPlanName
          ? [
              `Your ${input.endedPlanName} plan has ended, and your account is on the Free Trial. It keeps everything in it: your documents, assessments, letters and packages.`,
            ]
          : []),
      ],
      facts,
      after: ['A PDF of this refund receipt is on your Billing page.'],
      action: billingAction(input),
      brand: null,
    },
    input.appUrl,
  );
}

interface CaseEmailBase {
  to: string;
  name: string;
  /** The firm's brand on a firm's case; null on a self-petitioner's own case. */
  brand: TBrand | null;
  /** The client's name, as the firm's client list shows it, on a firm's case. */
  clientName: string | null;
  url: string;
  appUrl: string;
}

/** Staff may have another client's case open: the link opens the case of their workspace. */
const switchHint = (input: CaseEmailBase) =>
  input.clientName
    ? [
        `The link opens the case you have open. If it is another client's, switch to ${inertText(input.clientName)} from Clients or the switcher in the header first.`,
      ]
    : [];

export function letterReadyMessage(input: CaseEmailBase & { petitionLabel: string; sections: number; words: number }): MailMessage {
  const whose = input.clientName
    ? `the ${input.petitionLabel} petition letter for ${inertText(input.clientName)}`
    : `your ${input.petitionLabel} petition letter`;
  return render(
    {
      to: input.to,
      subject: 'The first draft of the petition letter is ready',
      paragraphs: [
        hello(input.name),
        `The first draft of ${whose} is written: ${input.sections} sections, about ${input.words.toLocaleString('en-US')} words.`,
        input.clientName
          ? 'It is a draft: read each section against the exhibits, edit what needs it, and have an attorney approve every section before the filing package can be assembled.'
          : 'It is a draft: read each section against your evidence and edit what needs it before you file.',
        ...switchHint(input),
      ],
      action: { label: 'Open the letter', url: input.url },
      brand: input.brand,
    },
    input.appUrl,
  );
}

export function packageReadyMessage(input: CaseEmailBase & { pages: number; problems: number }): MailMessage {
  const whose = input.clientName ? `The filing package for ${inertText(input.clientName)}` : 'Your filing package';
  const pages = `${input.pages} ${input.pages === 1 ? 'page' : 'pages'}`;
  const problems =
    input.problems > 0
      ? [
          `${input.problems} ${input.problems === 1 ? 'item' : 'items'} could not be included as ${input.problems === 1 ? 'it was' : 'they were'}; the package step of Finalize lists ${input.problems === 1 ? 'it' : 'them'} and what to do.`,
        ]
      : [];
  return render(
    {
      to: input.to,
      subject: 'The filing package is ready',
      paragraphs: [
        hello(input.name),
        `${whose} is assembled: ${pages}, as one PDF and as a ZIP of its parts, ready to download.`,
        ...problems,
        'Check every page before it is signed and mailed: the package is what USCIS will read.',
        ...switchHint(input),
      ],
      action: { label: 'Open the filing package', url: input.url },
      brand: input.brand,
    },
    input.appUrl,
  );
}
