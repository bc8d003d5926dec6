import { describe, expect, it } from 'vitest';
import { checkIdentity, isIdentityFlagged, type IdentityInput } from './check-identity';
import { parseKnownName } from './person-names';

const check = (text: string, category: IdentityInput['category'], knownNames: string[] = ['Carl Boettiger']) =>
  checkIdentity({ pages: [text], category, knownNames });

describe('reading known names', () => {
  it('splits "Lastname, Firstname" and tries both splits of a three-word name', () => {
    expect(parseKnownName('Boettiger, Carl')).toEqual([{ written: 'Boettiger, Carl', given: ['carl'], family: ['boettiger'] }]);
    expect(parseKnownName('Dr. Juan Pablo Alperin, PhD').map((name) => name.family)).toEqual([['alperin'], ['pablo', 'alperin']]);
    expect(parseKnownName('Zofia Łukasiewicz-Núñez')).toContainEqual({
      written: 'Zofia Łukasiewicz-Núñez',
      given: ['zofia'],
      family: ['lukasiewicz', 'nunez'],
    });
    expect(parseKnownName('  ')).toEqual([]);
  });
});

describe('a document that names the beneficiary', () => {
  const forms = [
    'Carl Boettiger',
    'Carl J. Boettiger',
    'C. Boettiger',
    'Dr. Boettiger',
    'Boettiger, Carl',
    'Boettiger, C.',
    'BOETTIGER CARL',
    'CARL BOETTIGER',
    'Boettiger C, Coop G, Ralph P',
    'Prof. Carl Boettiger',
  ];
  for (const form of forms) {
    it(`matches "${form}"`, () => {
      expect(check(`Dear Committee,\nThis letter concerns ${form} and the work described below.`, 'letter')).toEqual({
        status: 'matches',
        names: ['Carl Boettiger'],
      });
    });
  }

  it('tolerates diacritics either way, and a maiden name among the known names', () => {
    expect(check('Award presented to José Núñez for excellence.', 'award', ['Jose Nunez'])).toMatchObject({ status: 'matches' });
    expect(check('Award presented to Jose Nunez for excellence.', 'award', ['José Núñez'])).toMatchObject({ status: 'matches' });
    expect(check('Authors: LUKASIEWICZ-NUNEZ, Z. and others', 'publication', ['Zofia Łukasiewicz-Núñez'])).toMatchObject({ status: 'matches' });
    expect(check('Dear Dr. Miller,\nYou are invited to review.', 'letter', ['Jane Smith', 'Jane Miller'])).toEqual({
      status: 'matches',
      names: ['Jane Miller'],
    });
  });

  it('matches a publication through its author list, among many authors', () => {
    const paper = 'Fluctuation domains in adaptive evolution\nJonathan Dushoff, Carl Boettiger, Joshua S Weitz\nAbstract. We study …';
    expect(check(paper, 'publication')).toMatchObject({ status: 'matches' });
  });

  it('reads a CV by its heading, even when the CV lists other people as co-authors', () => {
    const cv = 'Carl Boettiger\nEmployment\n2015 Assistant Professor\nPublications\n1. James J. Wray, Neta A. Bahcall, Carl Boettiger (2006).';
    expect(check(cv, 'cv')).toMatchObject({ status: 'matches' });
  });

  it('lets a one-letter OCR slip in the family name pass when the given name vouches for it', () => {
    expect(check('To.\nMr. Amit Agarwai Date: March 22, 2018\nDear Amit,', 'award', ['Amit Agarwal'])).toMatchObject({ status: 'matches' });
  });
});

describe('a document about someone else', () => {
  it('flags an award letter addressed to another person, by the full name the letter gives', () => {
    const letter =
      'Abzooba Victor Award\nTo,\nMr. Amit Agarwal Date: April 27, 2017\nDear Amit,\nWe are honoured to present to you the Abzooba Victor Award.\nVivek Vipul\nCEO';
    expect(check(letter, 'award')).toEqual({ status: 'names_other', names: ['Amit Agarwal'] });
  });

  it('flags press about another person even when it mentions the beneficiary in passing', () => {
    const press =
      'Interview with Amit Agarwal, Principal Applied Scientist.\nIn a conversation with Amit Agarwal, the pace of change came into focus. Mr. Agarwal said his colleague Carl Boettiger agreed.';
    expect(check(press, 'media')).toEqual({ status: 'names_other', names: ['Amit Agarwal'] });
  });

  it('flags another person’s CV that lists the beneficiary as a co-author', () => {
    const cv = 'BRIAN MARK ANDERSON, PHD, DABR\nEDUCATION\nPublications: Anderson B, Boettiger C (2019).\nCarl Boettiger and Brian Anderson (2020).';
    expect(check(cv, 'cv')).toEqual({ status: 'names_other', names: ['Brian Mark Anderson'] });
  });

  it('reads an NIH biosketch’s "NAME: Lastname, Firstname"', () => {
    expect(check('BIOGRAPHICAL SKETCH\nNAME: Brokamp, Cole\nPOSITION TITLE: Associate Professor', 'cv')).toEqual({
      status: 'names_other',
      names: ['Cole Brokamp'],
    });
  });

  it('flags a degree certificate conferred on another person', () => {
    expect(
      check('The Regents of the University of California have conferred upon Maria Lopez Garcia the degree of Doctor of Philosophy.', 'degree'),
    ).toMatchObject({
      status: 'names_other',
      names: ['Maria Lopez Garcia'],
    });
  });

  it('flags a letter written to another person about the team the beneficiary led, for a person to confirm', () => {
    const letter = 'Dear Dr. Smith,\nThank you for the report of the team led by Dr. Boettiger.\nRegards';
    expect(check(letter, 'letter')).toEqual({ status: 'names_other', names: ['Dr. Smith'] });
  });
});

describe('a document naming no one the case knows', () => {
  it('is flagged when it is about a person (an award letter, a CV)', () => {
    expect(check('Certificate of appreciation\nFor outstanding service to the community.', 'award')).toEqual({ status: 'names_no_one', names: [] });
  });

  it('is not flagged when it need not name anyone (a journal ranking, a salary survey)', () => {
    expect(check('Journal Citation Reports 2024: Ecology Letters ranks 3rd of 180 journals.', 'publication')).toEqual({ status: 'no_person', names: [] });
    expect(check('Occupational wage data for biostatisticians, San Diego area.', 'salary')).toEqual({ status: 'no_person', names: [] });
  });

  it('ignores salutations to a role', () => {
    expect(check('Dear Hiring Committee,\nDear Immigration Officer,\nTo Whom It May Concern,', 'letter')).toEqual({ status: 'names_no_one', names: [] });
  });
});

describe('an item typed by hand (no category)', () => {
  it('is flagged only when its words clearly name another person', () => {
    expect(checkIdentity({ pages: ['Best Paper Award', 'Awarded to Amit Agarwal at ICDMAI 2020.'], category: null, knownNames: ['Carl Boettiger'] })).toEqual({
      status: 'names_other',
      names: ['Amit Agarwal'],
    });
    expect(
      checkIdentity({ pages: ['Best Paper Award', 'Given by ICDMAI for the best paper of 2020.'], category: null, knownNames: ['Carl Boettiger'] }).status,
    ).toBe('no_person');
    expect(checkIdentity({ pages: ['Mentored by Dr. Alan Hastings', 'PhD work at UC Davis.'], category: null, knownNames: ['Carl Boettiger'] }).status).toBe(
      'no_person',
    );
  });
});

it('flags exactly the two statuses that hold evidence back', () => {
  expect(['unchecked', 'matches', 'names_other', 'names_no_one', 'no_person'].filter((status) => isIdentityFlagged(status as never))).toEqual([
    'names_other',
    'names_no_one',
  ]);
});
