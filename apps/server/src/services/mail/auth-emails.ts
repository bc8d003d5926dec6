import type { MailMessage } from '../../adapters/mail/mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

const FOOTER = 'Acclaim is not a law firm and does not give legal advice.';

const paragraphsHtml = (paragraphs: string[]) => paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');

function page(content: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:600;color:#1e3a8a;margin:0 0 24px">Acclaim</p>${content}
<p style="font-size:12px;color:#64748b;margin-top:32px">${FOOTER}</p></body></html>`;
}

function layout(paragraphs: string[], action: { label: string; url: string }): string {
  return page(`${paragraphsHtml(paragraphs)}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1e3a8a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#475569">If the button does not work, open this address: ${escapeHtml(action.url)}</p>`);
}

export function emailConfirmationMessage(input: { to: string; name: string; link: string }): MailMessage {
  const lines = [`Hello ${input.name},`, 'Welcome to Acclaim. Please confirm that this is your email address so we can reach you about your case.'];
  return {
    to: input.to,
    subject: 'Confirm your email address',
    text: `${lines.join('\n\n')}\n\nConfirm your email: ${input.link}\n\nThe link works for 7 days.\n\n${FOOTER}`,
    html: layout([...lines, 'The link works for 7 days.'], { label: 'Confirm email address', url: input.link }),
  };
}

export function passwordResetMessage(input: { to: string; name: string; link: string }): MailMessage {
  const lines = [
    `Hello ${input.name},`,
    'Someone asked to reset the password of your Acclaim account. If it was you, choose a new password with the link below. It expires in 1 hour and works once.',
    'If you did not ask for this, ignore this email: your password stays as it is.',
  ];
  return {
    to: input.to,
    subject: 'Reset your Acclaim password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${input.link}\n\n${FOOTER}`,
    html: layout(lines, { label: 'Choose a new password', url: input.link }),
  };
}

/** The admin area's two-factor code: the code, how long it works, and never to share it. */
export function twoFactorCodeMessage(input: { to: string; name: string; code: string; ttlMinutes: number }): MailMessage {
  const intro = [`Hello ${input.name},`, 'Here is your verification code for the Acclaim admin area:'];
  const after = [
    `It expires in ${input.ttlMinutes} minutes and works once, in the browser where you asked for it.`,
    'Never share this code with anyone. Acclaim staff will never ask you for it.',
    'If you did not ask for a code, someone may know your password: change it now.',
  ];
  return {
    to: input.to,
    subject: 'Your Acclaim admin verification code',
    text: `${intro.join('\n\n')}\n\n    ${input.code}\n\n${after.join('\n\n')}\n\n${FOOTER}`,
    html: page(`${paragraphsHtml(intro)}
<p style="margin:24px 0;font-family:ui-monospace,monospace;font-size:32px;font-weight:700;letter-spacing:8px">${escapeHtml(input.code)}</p>
${paragraphsHtml(after)}`),
  };
}

/**
 * The link that finishes a sign-up (decision 021). The name typed in the form is left out: anyone may type
 * anything there, and this email goes to an inbox that need not be theirs.
 */
export function signUpLinkMessage(input: { to: string; link: string; hours: number }): MailMessage {
  const lines = [
    'Hello,',
    `Someone, hopefully you, started creating an Acclaim account with this email address. Open the link below to finish: it creates your account with the password chosen when signing up and signs you in. It works once, for ${input.hours} hours.`,
    'If you did not sign up, ignore this email: no account is created without this link.',
  ];
  return {
    to: input.to,
    subject: 'Finish creating your Acclaim account',
    text: `${lines.join('\n\n')}\n\nFinish signing up: ${input.link}\n\n${FOOTER}`,
    html: layout(lines, { label: 'Finish signing up', url: input.link }),
  };
}

/** Sent instead of a sign-up link when the address already has an account; the account is left as it was. */
export function signUpAccountExistsMessage(input: { to: string; name: string; loginLink: string; resetLink: string }): MailMessage {
  const lines = [
    `Hello ${input.name},`,
    'Someone (maybe you) tried to sign up for Acclaim with this email address. You already have an account, so no new one was created and nothing about your account has changed.',
    `If it was you, sign in instead. If you do not know your password, or never set one, choose a new one at ${input.resetLink}`,
    'If it was not you, you can ignore this email.',
  ];
  return {
    to: input.to,
    subject: 'You already have an Acclaim account',
    text: `${lines.join('\n\n')}\n\nSign in: ${input.loginLink}\n\n${FOOTER}`,
    html: layout(lines, { label: 'Sign in', url: input.loginLink }),
  };
}
