import type { TBrand } from '@acclaim/contracts';
import { FIRM_ROLE_LABELS, type FirmRole } from '@acclaim/domain';
import type { MailMessage } from '../../adapters/mail/mailer';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** The software is not a law firm; the firm is. The footer says so without naming Acclaim under white label. */
function footerFor(brand: TBrand): string {
  return brand.hideAcclaimBranding
    ? `${brand.firmName} prepares your petition with drafting software. The software itself is not a law firm and gives no legal advice; your attorney does.`
    : `${brand.firmName} prepares your petition with Acclaim. Acclaim is not a law firm and does not give legal advice; your attorney does.`;
}

function brandedPage(brand: TBrand, appUrl: string, paragraphs: string[], action: { label: string; url: string }): string {
  const logo = brand.logoUrl
    ? `<img src="${escapeHtml(new URL(brand.logoUrl, appUrl).toString())}" alt="${escapeHtml(brand.firmName)}" style="max-height:48px;max-width:200px;display:block;margin:0 0 8px">`
    : '';
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
${logo}<p style="font-weight:600;color:${brand.primaryColor};margin:0 0 24px">${escapeHtml(brand.firmName)}</p>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${brand.primaryColor};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, open this address: ${escapeHtml(action.url)}</p>
<p style="font-size:12px;color:#64748b;margin-top:32px">${escapeHtml(footerFor(brand))}</p></body></html>`;
}

/** To a client, from the firm: under its name, colours and logo, with Acclaim's name only when the firm keeps it. */
export function clientInvitationMessage(input: {
  to: string;
  clientName: string;
  inviterName: string;
  brand: TBrand;
  link: string;
  expiresInDays: number;
  appUrl: string;
}): MailMessage {
  const lines = [
    `Hello ${input.clientName},`,
    `${input.inviterName} of ${input.brand.firmName} has opened a secure portal for your green card petition. There you can upload your documents (CV, publications, awards, letters) and answer a few questions about your work, so the firm can prepare your case.`,
    `The link works for ${input.expiresInDays} days. You will choose a password the first time.`,
  ];
  return {
    to: input.to,
    fromName: input.brand.firmName,
    subject: `${input.brand.firmName}: your case portal`,
    text: `${lines.join('\n\n')}\n\nOpen your portal: ${input.link}\n\n${footerFor(input.brand)}`,
    html: brandedPage(input.brand, input.appUrl, lines, { label: 'Open your case portal', url: input.link }),
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
  const lines = [
    'Hello,',
    `${input.inviterName} invited you to join ${input.brand.firmName} as ${role === 'attorney' ? 'an attorney' : `a ${role}`}, to work on the firm's client cases.`,
    `The link works for ${input.expiresInDays} days.`,
  ];
  return {
    to: input.to,
    fromName: input.brand.firmName,
    subject: `Join ${input.brand.firmName}`,
    text: `${lines.join('\n\n')}\n\nAccept the invitation: ${input.link}\n\n${footerFor(input.brand)}`,
    html: brandedPage(input.brand, input.appUrl, lines, { label: 'Accept the invitation', url: input.link }),
  };
}
