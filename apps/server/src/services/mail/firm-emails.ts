import type { TBrand } from '@acclaim/contracts';
import { FIRM_ROLE_LABELS, type FirmRole } from '@acclaim/domain';
import type { MailMessage } from '../../adapters/mail/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * Text that someone typed (a firm's name, an inviter's name, a client's name), made inert for an email: an address
 * in it is not a link in any mail program, since a firm named "Acclaim Security Team – verify at https://…" must not
 * hand its readers a link. The scheme and the dots of anything shaped like a web address are bracketed, as security
 * teams write addresses they warn about; the HTML also escapes it, so it never becomes markup.
 */
export function inertText(value: string): string {
  return value.replace(/\b(?:[a-z][a-z0-9+.-]*:\/\/\S*|www\.\S*|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b\S*)/gi, (address) =>
    address.replace(/:\/\//g, '[:]//').replace(/\./g, '[.]'),
  );
}

/** The software is not a law firm; the firm is. The footer says so without naming Acclaim under white label. */
function footerFor(brand: TBrand): string {
  const firm = inertText(brand.firmName);
  return brand.hideAcclaimBranding
    ? `${firm} prepares your petition with drafting software. The software itself is not a law firm and gives no legal advice; your attorney does.`
    : `${firm} prepares your petition with Acclaim. Acclaim is not a law firm and does not give legal advice; your attorney does.`;
}

/** What the inviter typed, each line labelled, shown apart from the product's own words. */
interface WrittenByInviter {
  heading: string;
  lines: [label: string, value: string][];
}

function writtenText(written: WrittenByInviter): string {
  return [written.heading, ...written.lines.map(([label, value]) => `  ${label}: "${inertText(value)}"`)].join('\n');
}

function writtenHtml(written: WrittenByInviter, color: string): string {
  const rows = written.lines
    .map(([label, value]) => `<p style="margin:0 0 4px"><span style="color:#475569">${escapeHtml(label)}:</span> “${escapeHtml(inertText(value))}”</p>`)
    .join('');
  return `<div style="border-left:3px solid ${color};padding:8px 12px;margin:0 0 16px;background:#f8fafc">
<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(written.heading)}</p>${rows}</div>`;
}

/**
 * The email's body under the firm's brand: its logo and colour, and its name as branding (made inert). Everything
 * the firm typed sits in the labelled block; the rest is the product's own wording.
 */
function brandedPage(
  brand: TBrand,
  appUrl: string,
  content: { before: string[]; written: WrittenByInviter; after: string[] },
  action: { label: string; url: string },
): string {
  const firmName = inertText(brand.firmName);
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(new URL(brand.logoUrl, appUrl).toString())}" alt="${escapeHtml(firmName)}" style="max-height:48px;max-width:200px;display:block;margin:0 0 8px">`
    : '';
  const paragraphs = (lines: string[]) => lines.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
${logo}<p style="font-weight:600;color:${brand.primaryColor};margin:0 0 24px">${escapeHtml(firmName)}</p>${paragraphs(content.before)}${writtenHtml(content.written, brand.primaryColor)}${paragraphs(content.after)}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${brand.primaryColor};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, open this address: ${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#64748b;margin-top:32px">${escapeHtml(footerFor(brand))}</p></body></html>`;
}

function plainText(content: { before: string[]; written: WrittenByInviter; after: string[] }, action: { label: string; url: string }, brand: TBrand): string {
  return `${[...content.before, writtenText(content.written), ...content.after].join('\n\n')}\n\n${action.label}: ${action.url}\n\n${footerFor(brand)}`;
}

/*
 * Invitation emails go to addresses a firm types in, so whoever signs up can make us send them. Their sender and
 * subject are therefore the product's alone: the From is MAIL_FROM as configured and the subject is fixed wording,
 * never the firm's name or anything else a user wrote, which would let anyone send mail that reads as ours. What
 * the firm wrote appears in the body only, quoted and labelled as the firm's, with no link in it.
 */

/**
 * To a client, from the firm: under its colours and logo, with Acclaim's name only when the firm keeps it. An address
 * that already has an account with a password (`signsIn`) is told to sign in and accept: the firm's case reaches that
 * account only then (decision 022). The firm never sees this email, so saying so here tells the firm nothing.
 */
export function clientInvitationMessage(input: {
  to: string;
  clientName: string;
  signsIn: boolean;
  inviterName: string;
  brand: TBrand;
  link: string;
  expiresInDays: number;
  appUrl: string;
}): MailMessage {
  const content = {
    before: [
      'Hello,',
      'A law firm has opened a secure portal for your green card petition and invited you to it. There you can upload your documents (CV, publications, awards, letters) and answer a few questions about your work, so the firm can prepare your case.',
    ],
    written: {
      heading: 'As the firm entered them:',
      lines: [
        ['Firm', input.brand.firmName],
        ['Invited by', input.inviterName],
        ['Your name', input.clientName],
      ] as [string, string][],
    },
    after: input.signsIn
      ? [
          `The link works for ${input.expiresInDays} days. This address already has an account: sign in with it and accept the invitation, and the case appears among your cases.`,
          'If you do not know this firm, ignore this email: nothing is added to your account unless you accept.',
        ]
      : [
          `The link works for ${input.expiresInDays} days. You will choose a password the first time.`,
          'If you do not know this firm, ignore this email: nothing happens unless you open the link.',
        ],
  };
  const action = { label: input.signsIn ? 'Sign in and accept' : 'Open your case portal', url: input.link };
  return {
    to: input.to,
    subject: input.brand.hideAcclaimBranding ? 'Your attorney invited you to your case portal' : 'Your attorney invited you to Acclaim',
    text: plainText(content, action, input.brand),
    html: brandedPage(input.brand, input.appUrl, content, action),
  };
}

export function memberInvitationMessage(input: {
  to: string;
  inviterName: string;
  role: FirmRole;
  brand: TBrand;
  link: string;
  expiresInDays: number;
  appUrl: string;
}): MailMessage {
  const role = FIRM_ROLE_LABELS[input.role].toLowerCase();
  const content = {
    before: ['Hello,', `You are invited to join a law firm as ${role === 'attorney' ? 'an attorney' : `a ${role}`}, to work on the firm's client cases.`],
    written: {
      heading: 'As the firm entered them:',
      lines: [
        ['Firm', input.brand.firmName],
        ['Invited by', input.inviterName],
      ] as [string, string][],
    },
    after: [
      `The link works for ${input.expiresInDays} days. If you already have an account with this address, sign in to accept.`,
      'If you do not know this firm, ignore this email: nothing happens unless you accept.',
    ],
  };
  const action = { label: 'Accept the invitation', url: input.link };
  return {
    to: input.to,
    subject: input.brand.hideAcclaimBranding ? 'You are invited to join a law firm' : 'You are invited to join a law firm on Acclaim',
    text: plainText(content, action, input.brand),
    html: brandedPage(input.brand, input.appUrl, content, action),
  };
}
