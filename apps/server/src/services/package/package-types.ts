export const PART_KINDS = ['transmittal', 'forms', 'petition-letter', 'recommendation-letter', 'exhibit'] as const;
export type PackagePartKind = (typeof PART_KINDS)[number];

export type PackagePetitionType = 'EB1A' | 'NIW';

export interface PackageFile {
  name: string;
  mimeType: string;
  /** A loader lets the caller stream files from storage one at a time instead of holding all of them at once. */
  bytes: Uint8Array | (() => Promise<Uint8Array>);
}

export interface PackagePart {
  kind: PackagePartKind;
  title: string;
  /** "A-1". Exhibits without one are numbered by their position among the exhibits. */
  exhibitLabel?: string;
  /** Heading the exhibit index groups exhibits under ("Criterion (ii): membership"). */
  criterion?: string;
  file: PackageFile;
}

export interface AssemblePackageInput {
  caseTitle: string;
  applicantName: string;
  petitionType: PackagePetitionType;
  /** Printed before each page number: "ACCLAIM" → "ACCLAIM 000123". */
  batesPrefix: string;
  /** The first page after the transmittal letter carries this number (1 unless continuing an earlier filing). */
  batesStart?: number;
  parts: PackagePart[];
  onProgress?: (done: number, total: number, label: string) => void;
  /** The PDFs' author; the applicant unless a firm files the package (then the firm). */
  author?: string;
  /** The PDFs' creator and producer: Acclaim, or a firm's own name under its white label. */
  software?: string;
}

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

export interface AssembledPackage {
  pdf: Uint8Array;
  zip: Uint8Array;
  manifest: PackageManifest;
}
