/**
 * Every table that holds an account's data, by its SQL name, and where the export puts it. A table linked to
 * `users` or `cases` (directly or through another such table) must be named here or in TABLES_NOT_EXPORTED with
 * the reason; account.test.ts enumerates the schema and fails on a table in neither, so a new table cannot be
 * forgotten by the export silently.
 */
export const EXPORTED_TABLES = {
  users: 'account.json: profile (without the password hash)',
  sessions: 'account.json: sessions (without the token hashes)',
  oauth_accounts: 'account.json: linkedSignIns',
  chat_usage: 'account.json: chatQuestionsPerDay',
  contact_messages: 'account.json: contactMessages',
  billing_customers: 'billing.json: customers',
  subscriptions: 'billing.json: subscriptions',
  checkout_sessions: 'billing.json: checkouts',
  billing_events: 'billing.json: ledger',
  refund_requests: 'billing.json: refundRequests',
  cases: 'cases/<case>.json: case (the onboarding answers)',
  documents: 'cases/<case>.json: documents (with the extracted text); the files under documents/<case>/',
  evidence_items: 'cases/<case>.json: evidence',
  assessments: 'cases/<case>.json: assessments',
  case_metrics: 'cases/<case>.json: citationMetrics',
  letters: 'cases/<case>.json: petitionLetters',
  letter_versions: 'cases/<case>.json: petitionLetters[].versions',
  form_worksheets: 'cases/<case>.json: formsWorksheet and filingChecklist',
  recommenders: 'cases/<case>.json: recommenders',
  recommendation_letters: 'cases/<case>.json: recommendationLetters',
  recommendation_letter_versions: 'cases/<case>.json: recommendationLetters[].versions',
  filing_packages: 'cases/<case>.json: filingPackages (the record; the generated PDF and ZIP can be assembled again)',
  conversations: 'cases/<case>.json: chat',
  letter_section_approvals: 'cases/<case>.json: petitionLetters[].approvals',
  firms: 'account.json: firm.profile (the firm the account works for)',
  firm_members: 'account.json: firm.membership (role and bar details)',
  chat_messages: 'cases/<case>.json: chat[].messages',
} as const;

export const TABLES_NOT_EXPORTED = {
  one_time_tokens: 'Hashes of the confirmation and password-reset links we emailed: secrets that expire within hours.',
  two_factor_codes: 'Hashes of admin verification codes: secrets that expire within minutes.',
  case_processing: 'The progress of work running at this moment (reading a document, an assessment); rebuilt by the next run.',
  firm_invitations: "Hashes of invitation links a firm emailed, and the firm's list of whom it invited: the firm's records, not the invitee's content.",
  admin_audit_log: "The service's own record of what staff changed, kept for security; it is not account content.",
  email_notifications:
    'Whether each notice (receipt, renewal, plan change, letter or package ready) was sent: the emails themselves are in your mailbox, and the payments they report are in billing.json.',
} as const;

export type ExportedTable = keyof typeof EXPORTED_TABLES;
