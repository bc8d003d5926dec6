import type { PackageManifest, PackagePartKind } from '../../db/schema/package-manifest';

// The manifest is stored with the package row, so its shape is defined beside the table; re-exported for the assembler.
export {
  PART_KINDS,
  type BatesRange,
  type ManifestBookmark,
  type ManifestPart,
  type ManifestPartKind,
  type PackageManifest,
  type PackagePartKind,
  type PackageProblem,
  type PartSource,
} from '../../db/schema/package-manifest';

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

export interface AssembledPackage {
  pdf: Uint8Array;
  zip: Uint8Array;
  manifest: PackageManifest;
}
