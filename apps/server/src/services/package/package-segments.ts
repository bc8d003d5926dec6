import { exhibitHeading } from './generated-pages';
import { EXHIBIT_INDEX_TITLE } from './exhibit-index';
import { criterionOf } from './order-parts';
import { exhibitBookmarkTitle, type PlacedPart } from './package-outline';
import type { BatesRange, ManifestPart, PartSource } from './package-types';
import { extractPartPdf, FOLDERS, type PartMetadata } from './package-zip';
import { createPathAllocator, safeFileName } from './safe-file-name';

/** A run of pages of the combined PDF that becomes one entry of the manifest and one file of the ZIP. */
export interface Segment extends Pick<ManifestPart, 'kind' | 'title' | 'exhibitLabel' | 'criterion' | 'fileName' | 'source'> {
  /** 0-based page indices of the combined PDF; contentStartIndex skips an exhibit's tab; end exclusive. */
  startIndex: number;
  contentStartIndex: number;
  endIndex: number;
}

export function segmentOf(item: PlacedPart & { source: PartSource }): Segment {
  const { part, label } = item.ordered;
  return {
    kind: part.kind,
    title: part.title,
    exhibitLabel: label,
    criterion: criterionOf(part),
    fileName: part.file.name,
    source: item.source,
    startIndex: item.startIndex,
    contentStartIndex: item.contentStartIndex,
    endIndex: item.endIndex,
  };
}

export function indexSegment(startIndex: number, pageCount: number): Segment {
  return {
    kind: 'exhibit-index',
    title: EXHIBIT_INDEX_TITLE,
    exhibitLabel: null,
    criterion: null,
    fileName: null,
    source: 'generated',
    startIndex,
    contentStartIndex: startIndex,
    endIndex: startIndex + pageCount,
  };
}

/** What a segment is called in progress messages and in its own file's title. */
export const segmentName = (segment: Segment) => (segment.kind === 'exhibit' ? exhibitHeading(segment.exhibitLabel ?? '') : segment.title);

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start) }, (_, index) => start + index);

/**
 * Each segment's own PDF, at a safe path in its folder ("05-exhibits/A-1 Award.pdf"; recommendation letters are
 * numbered to keep their order; the index sorts first among the exhibits), and its manifest entry. An exhibit's
 * own file leaves out its tab page, since the file name carries the label.
 */
export async function writeSegmentFiles(
  combined: Parameters<typeof extractPartPdf>[0],
  segments: readonly Segment[],
  {
    metadata,
    allocate,
    batesRange,
    onSaved,
  }: {
    metadata?: PartMetadata;
    allocate: ReturnType<typeof createPathAllocator>;
    batesRange: (start: number, end: number) => BatesRange | null;
    onSaved: (segment: Segment) => Promise<void>;
  },
): Promise<{ files: Map<string, Uint8Array>; parts: ManifestPart[] }> {
  const files = new Map<string, Uint8Array>();
  const parts: ManifestPart[] = [];
  let letterNumber = 0;
  for (const segment of segments) {
    const folder = segment.kind === 'exhibit-index' ? FOLDERS.exhibit : FOLDERS[segment.kind];
    const baseName =
      segment.kind === 'exhibit-index'
        ? `00 ${segment.title}`
        : segment.kind === 'exhibit'
          ? safeFileName(`${segment.exhibitLabel} ${segment.title}`)
          : segment.kind === 'recommendation-letter'
            ? safeFileName(`${String(++letterNumber).padStart(2, '0')} ${segment.title}`)
            : safeFileName(segment.title);
    const zipPath = allocate(folder, baseName, 'pdf');
    const title = segment.kind === 'exhibit' ? exhibitBookmarkTitle(segment.exhibitLabel ?? '', segment.title) : segment.title;
    files.set(zipPath, await extractPartPdf(combined, range(segment.contentStartIndex, segment.endIndex), title, metadata));
    const { startIndex, endIndex, contentStartIndex: _content, ...described } = segment;
    parts.push({
      ...described,
      startPage: startIndex + 1,
      pageCount: endIndex - startIndex,
      tabPage: segment.kind === 'exhibit' ? startIndex + 1 : null,
      bates: batesRange(startIndex, endIndex),
      zipPath,
    });
    await onSaved(segment);
  }
  return { files, parts };
}
