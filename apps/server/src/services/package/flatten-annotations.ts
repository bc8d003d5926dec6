import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFStream,
  popGraphicsState,
  pushGraphicsState,
  type PDFContext,
  type PDFOperator,
  type PDFPage,
} from 'pdf-lib';

const FLAG_HIDDEN = 2;
const FLAG_PRINT = 4;
const FLAG_NO_VIEW = 32;
/** Links lose their target on paper; pop-ups are the open state of a comment, never printed. */
const NOT_PRINTED = new Set(['Link', 'Popup']);
/** Everything else on a page dictionary only adds weight to the copy (threads, thumbnails, structure). */
const PAGE_KEYS_KEPT = new Set(['Type', 'Parent', 'Resources', 'Contents', 'MediaBox', 'CropBox', 'Rotate']);

type Box = [number, number, number, number];

function numbers(context: PDFContext, value: unknown, length: number): number[] | undefined {
  const array = context.lookup(value as PDFRef);
  if (!(array instanceof PDFArray) || array.size() < length) return undefined;
  const result: number[] = [];
  for (let index = 0; index < length; index++) {
    const item = context.lookup(array.get(index));
    if (!(item instanceof PDFNumber)) return undefined;
    result.push(item.asNumber());
  }
  return result;
}

/** The normal appearance stream that prints: /AP /N, or the state /AS picks among several (check boxes). */
function normalAppearance(context: PDFContext, annotation: PDFDict): PDFRef | PDFStream | undefined {
  const appearances = context.lookup(annotation.get(PDFName.of('AP')));
  if (!(appearances instanceof PDFDict)) return undefined;
  let normal = appearances.get(PDFName.of('N'));
  const resolved = context.lookup(normal);
  if (resolved instanceof PDFDict && !(resolved instanceof PDFStream)) {
    const state = context.lookup(annotation.get(PDFName.of('AS')));
    if (!(state instanceof PDFName)) return undefined;
    normal = resolved.get(state);
  }
  const stream = context.lookup(normal);
  if (!(stream instanceof PDFStream)) return undefined;
  return normal instanceof PDFRef ? normal : stream;
}

const transform = ([a, b, c, d, e, f]: number[], x: number, y: number) => [a! * x + c! * y + e!, b! * x + d! * y + f!] as const;

/**
 * The matrix that maps an appearance onto its annotation's rectangle (PDF 1.7, 12.5.5): the appearance's box
 * transformed by its own matrix is scaled and moved to fill the rectangle.
 */
function appearanceMatrix(rect: Box, bbox: Box, matrix: number[]): [number, number, number, number, number, number] | undefined {
  const corners = [
    transform(matrix, bbox[0], bbox[1]),
    transform(matrix, bbox[2], bbox[1]),
    transform(matrix, bbox[0], bbox[3]),
    transform(matrix, bbox[2], bbox[3]),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  if (maxX - minX <= 0 || maxY - minY <= 0) return undefined;
  const [left, right] = [Math.min(rect[0], rect[2]), Math.max(rect[0], rect[2])];
  const [bottom, top] = [Math.min(rect[1], rect[3]), Math.max(rect[1], rect[3])];
  const scaleX = (right - left) / (maxX - minX);
  const scaleY = (top - bottom) / (maxY - minY);
  return [scaleX, 0, 0, scaleY, left - minX * scaleX, bottom - minY * scaleY];
}

/**
 * Draws the printable annotations of a page (filled form fields, stamps, signatures placed as annotations,
 * ink and free-text notes) into its content, then drops the annotations and everything else a copied page
 * does not need. An embedded page keeps only its content, so without this a filled form would print blank.
 */
export function flattenAnnotations(page: PDFPage): void {
  const { node } = page;
  const context = node.context;
  const annotations = context.lookup(node.get(PDFName.of('Annots')));
  const operators: PDFOperator[] = [];
  if (annotations instanceof PDFArray) {
    for (let index = 0; index < annotations.size(); index++) {
      const annotation = context.lookup(annotations.get(index));
      if (!(annotation instanceof PDFDict)) continue;
      const subtype = context.lookup(annotation.get(PDFName.of('Subtype')));
      if (subtype instanceof PDFName && NOT_PRINTED.has(subtype.decodeText())) continue;
      const flagsObject = context.lookup(annotation.get(PDFName.of('F')));
      const flags = flagsObject instanceof PDFNumber ? flagsObject.asNumber() : 0;
      if (!(flags & FLAG_PRINT) || flags & (FLAG_HIDDEN | FLAG_NO_VIEW)) continue;
      const appearance = normalAppearance(context, annotation);
      const rect = numbers(context, annotation.get(PDFName.of('Rect')), 4) as Box | undefined;
      if (!appearance || !rect) continue;
      const stream = context.lookup(appearance) as PDFStream;
      const bbox = numbers(context, stream.dict.get(PDFName.of('BBox')), 4) as Box | undefined;
      const matrix = numbers(context, stream.dict.get(PDFName.of('Matrix')), 6) ?? [1, 0, 0, 1, 0, 0];
      const placement = bbox && appearanceMatrix(rect, bbox, matrix);
      if (!placement) continue;
      const ref = appearance instanceof PDFRef ? appearance : context.register(appearance);
      const name = node.newXObject('Annot', ref);
      operators.push(pushGraphicsState(), concatTransformationMatrix(...placement), drawObject(name), popGraphicsState());
    }
  }

  if (!node.Contents()) node.set(PDFName.of('Contents'), context.obj([]));
  if (operators.length) {
    // The page's own content may leave its graphics state changed; q … Q around it restores the default.
    const start = context.register(context.contentStream([pushGraphicsState()]));
    const end = context.register(context.contentStream([popGraphicsState(), ...operators]));
    node.wrapContentStreams(start, end);
  }
  for (const key of node.keys()) {
    if (!PAGE_KEYS_KEPT.has(key.decodeText())) node.delete(key);
  }
}
