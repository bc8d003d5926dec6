/**
 * The shape of `filing_packages.manifest`, kept with the schema because the table stores it. The package assembler
 * builds it, in render threads too, so this file imports nothing: loading it there must not pull in the database.
 */

/** The kinds of part a filing package is made of, in the order the assembler places them. */
export const PART_KINDS = ['transmittal', 'forms', 'petition-letter', 'recommendation-letter', 'exhibit'] as const;
export type PackagePartKind = (typeof PART_KINDS)[number];

/** The parts the caller gives, and the exhibit index the assembler adds. */
export type ManifestPartKind = PackagePartKind | 'exhibit-index';

/** How a file became pages of the package. */
export type PartSource = 'pdf' | 'pdf-as-images' | 'image' | 'docx' | 'text' | 'generated' | 'placeholder';

export interface BatesRange {
  first: string;
  last: string;
}

export interface ManifestPart {
  kind: ManifestPartKind;
  title: string;
  exhibitLabel: string | null;
  criterion: string | null;
  /** The uploaded file's name; null for pages the assembler generates (the exhibit index). */
  fileName: string | null;
  source: PartSource;
  /** 1-based page of the combined PDF where the part starts; for an exhibit, its tab page. */
  startPage: number;
  /** Pages of the part in the combined PDF, an exhibit's tab page included. */
  pageCount: number;
  /** An exhibit's tab page (equal to startPage), null for other parts. */
  tabPage: number | null;
  /** Null for the transmittal letter, which carries no Bates number. */
  bates: BatesRange | null;
  /** Where the part's own PDF sits in the ZIP. */
  zipPath: string;
}

export interface ManifestBookmark {
  title: string;
  /** 1-based page of the combined PDF the bookmark opens. */
  page: number;
  /** 0 at the top of the outline. */
  level: number;
}

export interface PackageProblem {
  /** Index of the part in the caller's `parts`. */
  partIndex: number;
  title: string;
  fileName: string;
  message: string;
  /** `omitted`: a placeholder page stands in for the file; `degraded`: included, with the loss described. */
  outcome: 'omitted' | 'degraded';
}

/** Where every part of an assembled package landed, and what could not be included. */
export interface PackageManifest {
  caseTitle: string;
  totalPages: number;
  /** The combined PDF's path in the ZIP. */
  pdfPath: string;
  bates: BatesRange | null;
  parts: ManifestPart[];
  bookmarks: ManifestBookmark[];
  problems: PackageProblem[];
}
