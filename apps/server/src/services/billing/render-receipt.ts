import { and, eq, inArray } from 'drizzle-orm';
import { formatCents } from '@acclaim/domain';
import { billingEvents, type BillingEventRow, type UserRow } from '../../db/schema/index';
import type { AppDeps } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { renderPdf, SANS } from '../../lib/pdf/pdf-engine';
import type { DocumentDefinition } from '../../lib/pdf/pdf-types';

const INK = '#0f172a';
const MUTED = '#64748b';

/** The account's own payment or refund, else NOT_FOUND (the same answer for someone else's). */
export async function getReceiptEvent(deps: AppDeps, user: UserRow, eventId: string): Promise<BillingEventRow> {
  const notFound = new AppError('NOT_FOUND', { message: 'Receipt not found.' });
  if (!/^[0-9a-f-]{36}$/i.test(eventId)) throw notFound;
  const [row] = await deps.database.db
    .select()
    .from(billingEvents)
    .where(and(eq(billingEvents.id, eventId), eq(billingEvents.userId, user.id), inArray(billingEvents.kind, ['payment', 'refund'])));
  if (!row) throw notFound;
  return row;
}

/** A one-page PDF receipt from our ledger; in test mode it says that no money moved. */
export async function renderReceipt(row: BillingEventRow, user: UserRow): Promise<Buffer> {
  return renderPdf(buildReceiptDefinition(row, user));
}

export function receiptNumber(row: BillingEventRow): string {
  return `${row.occurredAt.toISOString().slice(0, 10).replaceAll('-', '')}-${row.id.slice(0, 8).toUpperCase()}`;
}

export function buildReceiptDefinition(row: BillingEventRow, user: UserRow): DocumentDefinition {
  const isRefund = row.kind === 'refund';
  const date = (value: Date) => value.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  const period = row.periodStart && row.periodEnd ? `${date(row.periodStart)} – ${date(row.periodEnd)}` : '—';
  const line = (label: string, value: string) => [{ text: label, color: MUTED }, { text: value }];
  return {
    pageSize: 'LETTER',
    pageMargins: [64, 64, 64, 64],
    info: { title: `Acclaim ${isRefund ? 'refund' : 'receipt'} ${receiptNumber(row)}`, author: 'Acclaim', creator: 'Acclaim', producer: 'Acclaim' },
    defaultStyle: { font: SANS, fontSize: 10, color: INK },
    content: [
      { text: 'Acclaim', fontSize: 20, bold: true },
      { text: isRefund ? 'Refund receipt' : 'Receipt', fontSize: 14, margin: [0, 4, 0, 24] },
      ...(row.provider === 'test'
        ? [
            {
              text: 'TEST MODE — no card was charged and no money moved.',
              bold: true,
              color: '#b45309',
              margin: [0, 0, 0, 16] as [number, number, number, number],
            },
          ]
        : []),
      {
        table: {
          widths: [140, '*'],
          body: [
            line('Receipt number', receiptNumber(row)),
            line('Date', date(row.occurredAt)),
            line('Billed to', `${user.name} <${user.email}>`),
            line('Description', row.description),
            line('Service period', period),
            line(isRefund ? 'Amount refunded' : 'Amount paid', `${formatCents(row.amountCents)} ${row.currency.toUpperCase()}`),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: 'Acclaim is software for preparing immigration petitions. It is not a law firm and does not give legal advice.',
        color: MUTED,
        fontSize: 8,
        margin: [0, 32, 0, 0],
      },
    ],
  };
}
