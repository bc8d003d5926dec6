import { PDFArray, PDFDict, PDFHexString, PDFName, PDFNull, PDFNumber, type PDFDocument, type PDFRef } from 'pdf-lib';

export interface OutlineNode {
  title: string;
  /** 0-based page of the document the entry opens. */
  pageIndex: number;
  children?: OutlineNode[];
}

const visibleCount = (nodes: readonly OutlineNode[]): number => nodes.reduce((sum, node) => sum + 1 + visibleCount(node.children ?? []), 0);

/**
 * Writes the document outline (bookmarks), which pdf-lib has no API for: an /Outlines dictionary whose items
 * are chained by First/Last/Next/Prev/Parent (PDF 1.7, 12.3.3). Every item is open, so a reader shows the
 * whole tree; titles are UTF-16 so "Łódź" survives.
 */
export function writeOutline(doc: PDFDocument, nodes: readonly OutlineNode[]): void {
  if (!nodes.length) return;
  const { context } = doc;
  const pageRefs = doc.getPages().map((page) => page.ref);
  const rootRef = context.nextRef();

  const writeLevel = (items: readonly OutlineNode[], parentRef: PDFRef): { first: PDFRef; last: PDFRef } => {
    const refs = items.map(() => context.nextRef());
    items.forEach((item, index) => {
      const pageRef = pageRefs[item.pageIndex];
      if (!pageRef) throw new RangeError(`Bookmark "${item.title}" points past the last page.`);
      const dict = PDFDict.withContext(context);
      dict.set(PDFName.of('Title'), PDFHexString.fromText(item.title));
      dict.set(PDFName.of('Parent'), parentRef);
      const destination = PDFArray.withContext(context);
      destination.push(pageRef);
      destination.push(PDFName.of('XYZ'));
      destination.push(PDFNull);
      destination.push(PDFNull);
      destination.push(PDFNull);
      dict.set(PDFName.of('Dest'), destination);
      const previous = refs[index - 1];
      const next = refs[index + 1];
      if (previous) dict.set(PDFName.of('Prev'), previous);
      if (next) dict.set(PDFName.of('Next'), next);
      const children = item.children ?? [];
      if (children.length) {
        const { first, last } = writeLevel(children, refs[index]!);
        dict.set(PDFName.of('First'), first);
        dict.set(PDFName.of('Last'), last);
        dict.set(PDFName.of('Count'), PDFNumber.of(visibleCount(children)));
      }
      context.assign(refs[index]!, dict);
    });
    return { first: refs[0]!, last: refs[refs.length - 1]! };
  };

  const { first, last } = writeLevel(nodes, rootRef);
  const root = PDFDict.withContext(context);
  root.set(PDFName.of('Type'), PDFName.of('Outlines'));
  root.set(PDFName.of('First'), first);
  root.set(PDFName.of('Last'), last);
  root.set(PDFName.of('Count'), PDFNumber.of(visibleCount(nodes)));
  context.assign(rootRef, root);
  doc.catalog.set(PDFName.of('Outlines'), rootRef);
  doc.catalog.set(PDFName.of('PageMode'), PDFName.of('UseOutlines'));
}

/** Flattens the tree in reading order, as the manifest lists bookmarks. */
export function flattenOutline(nodes: readonly OutlineNode[], level = 0): { title: string; pageIndex: number; level: number }[] {
  return nodes.flatMap((node) => [{ title: node.title, pageIndex: node.pageIndex, level }, ...flattenOutline(node.children ?? [], level + 1)]);
}
