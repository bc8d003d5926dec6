import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TFilingPackage } from '@acclaim/contracts';
import { expectAccessible } from '@/test/axe';
import { PackageContents } from './package-contents';
import { bodyCellTexts } from '@/test/table';

const part = (over: Partial<TFilingPackage['parts'][number]>): TFilingPackage['parts'][number] => ({
  kind: 'exhibit',
  title: '',
  exhibitLabel: null,
  criterion: null,
  startPage: 1,
  pageCount: 1,
  bates: null,
  ...over,
});

const PKG: TFilingPackage = {
  id: 'p1',
  status: 'completed',
  createdAt: '2026-11-01T00:00:00Z',
  completedAt: '2026-11-01T00:01:00Z',
  totalPages: 60,
  pdfBytes: 1000,
  zipBytes: 1000,
  bates: { first: 'ACC-000001', last: 'ACC-000060' },
  parts: [
    part({ kind: 'transmittal', title: 'Transmittal', startPage: 1, pageCount: 2, bates: { first: 'ACC-000001', last: 'ACC-000002' } }),
    part({
      kind: 'petition-letter',
      title: 'Petition letter for Ada Lovelace',
      startPage: 3,
      pageCount: 40,
      bates: { first: 'ACC-000003', last: 'ACC-000042' },
    }),
    part({ kind: 'exhibit', title: 'Award letter', exhibitLabel: 'A-1', startPage: 43, pageCount: 18 }),
  ],
  problems: [],
  error: null,
};

describe('PackageContents', () => {
  it('lists each part in page order with its first page, length and Bates range', async () => {
    render(<PackageContents pkg={PKG} />);
    await userEvent.click(screen.getByText('Contents: 3 parts'));
    const table = screen.getByRole('table', { name: 'Parts of the filing package' });
    expect(bodyCellTexts(table)).toEqual([
      ['Transmittal letter', '1', '2', 'ACC-000001 – ACC-000002'],
      ['Petition letterPetition letter for Ada Lovelace', '3', '40', 'ACC-000003 – ACC-000042'],
      ['Exhibit A-1Award letter', '43', '18', '—'],
    ]);
    await expectAccessible();
  });
});
