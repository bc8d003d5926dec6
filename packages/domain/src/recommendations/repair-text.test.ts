import { describe, expect, it } from 'vitest';
import { cleanItem, titleOf } from './clean-item';
import { repairExtractedText } from './repair-text';

describe('repairExtractedText', () => {
  it('joins words a PDF broke at the line end, keeping the hyphen of a compound', () => {
    expect(repairExtractedText('Department of ESPM, Univer- sity of California, Berkeley')).toBe('Department of ESPM, University of California, Berkeley');
    expect(repairExtractedText('Univer-\nsity')).toBe('University');
    expect(repairExtractedText('Big Data, Big Uncertainty: Ecological Decision- Making in the 21st Century.')).toBe(
      'Big Data, Big Uncertainty: Ecological Decision-Making in the 21st Century.',
    );
    expect(repairExtractedText('decision-\nmaking')).toBe('decision-making');
    // A hyphen hanging before "and" belongs to a word written later.
    expect(repairExtractedText('low- and high-dose')).toBe('low- and high-dose');
  });

  it('puts accents back on their letters', () => {
    expect(repairExtractedText('Luis L ́opez, Ma ̈elle Salmon, Guimar ̃aes, Chad`es')).toBe('Luis López, Maëlle Salmon, Guimarães, Chadès');
  });

  it('removes the list number or bullet of the line', () => {
    expect(repairExtractedText('25. Carl Boettiger (2018). Managing Larger Data on a GitHub Repository.')).toBe(
      'Carl Boettiger (2018). Managing Larger Data on a GitHub Repository.',
    );
    expect(repairExtractedText('[3] Tipping points')).toBe('Tipping points');
    expect(repairExtractedText('• Associate Editor')).toBe('Associate Editor');
    expect(repairExtractedText('3D printing of 2.5 million parts')).toBe('3D printing of 2.5 million parts');
  });

  it('as a title, removes the author-year run taken for one', () => {
    expect(repairExtractedText('25. Carl Boettiger (2018). Managing Larger Data on a GitHub Repository', { title: true })).toBe(
      'Managing Larger Data on a GitHub Repository',
    );
    expect(repairExtractedText('Carl Boettiger (2018)', { title: true })).toBe('');
    expect(repairExtractedText('Pascal, Memarzadeh, Boettiger, Lloyd, Chad`es (2020)', { title: true })).toBe('');
    expect(repairExtractedText('Scoville, Faxon, Chapman, Xu, Boettiger, Van Scoyoc, Amironesei. (2023).', { title: true })).toBe('');
    expect(repairExtractedText('Lapeyrolerie, Boettiger. (2021) Teaching machines to anticipate catastrophes', { title: true })).toBe(
      'Teaching machines to anticipate catastrophes',
    );
    // Real titles are left as they are.
    expect(repairExtractedText('Is your phylogeny informative?', { title: true })).toBe('Is your phylogeny informative?');
    expect(repairExtractedText('The Rocker Project', { title: true })).toBe('The Rocker Project');
  });

  it('is idempotent', () => {
    for (const s of ['Univer- sity of California', '25. Carl Boettiger (2018). The Forecast Trap', 'L ́opez']) {
      expect(repairExtractedText(repairExtractedText(s))).toBe(repairExtractedText(s));
    }
  });
});

describe('titleOf and cleanItem', () => {
  it('reads the title from the reference line when the title field holds only the authors and year', () => {
    expect(titleOf({ title: 'Boettiger (2022)', description: '45. Boettiger (2022). The Forecast Trap. Ecology Letters 25, 1655-1664' })).toBe(
      'The Forecast Trap',
    );
    expect(titleOf({ title: 'Carl Boettiger (2018)', description: '' })).toBeNull();
  });

  it('never keeps a CV line as the description a letter may quote', () => {
    const line = '25. Carl Boettiger (2018). Managing Larger Data on a GitHub Repository. Journal of Open Source Software, 3(29), 971.';
    const item = cleanItem({
      id: 'x',
      type: 'publication',
      title: 'Managing Larger Data on a GitHub Repository',
      description: line,
      date: '2018',
      details: { venue: 'Journal of Open Source Software' },
      verification: 'unverified',
      check: null,
      documentId: 'd',
      exhibit: 'A-1',
      documentCategory: 'cv',
    });
    expect(item.description).toBe('');
    expect(cleanItem({ ...item, description: 'Selected by the curatorial committee.', documentCategory: 'award' }).description).toBe(
      'Selected by the curatorial committee.',
    );
  });
});

describe('titleOf, venue run into the title', () => {
  it('cuts the journal name the extractor ran into the title', () => {
    expect(
      titleOf({
        title: 'RNeXML: a package for reading and writing richly annotated phylogenetic, character, and trait data in R. Methods in Ecology and Evolution',
        description: '',
      }),
    ).toBe('RNeXML: a package for reading and writing richly annotated phylogenetic, character, and trait data in R');
    expect(titleOf({ title: 'Tipping points: From patterns to predictions', description: '' })).toBe('Tipping points: From patterns to predictions');
  });
});
