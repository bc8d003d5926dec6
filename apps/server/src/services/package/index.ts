/**
 * The filing-package assembler (issue 7): ordered documents in, one filing PDF and a ZIP of the parts out.
 * No database access; the job that runs it loads the files and stores the results.
 */
export { assemblePackage } from './assemble-package';
export { buildTransmittalLetter, type TransmittalLetterInput, type TransmittalSigner } from './transmittal-letter';
export { formatBates } from './bates';
export type {
  AssembledPackage,
  AssemblePackageInput,
  BatesRange,
  ManifestBookmark,
  ManifestPart,
  PackageFile,
  PackageManifest,
  PackagePart,
  PackagePartKind,
  PackagePetitionType,
  PackageProblem,
  PartSource,
} from './package-types';
