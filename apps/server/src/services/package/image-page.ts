import type { PDFDocument } from 'pdf-lib';
import { isQuarterTurn, readJpegOrientation } from './jpeg-orientation';
import { PackageFileError } from './package-file-error';
import { BATES, IMAGE_MARGIN_PT, letterSizeFor } from './page-layout';
import { drawXObject, fitInBox, imageMatrix } from './place-on-page';

/**
 * One US Letter page holding the image, as large as fits within the margins (one image pixel is at most one
 * point, so a small screenshot is not blown up), turned as its EXIF orientation says.
 */
export async function appendImagePage(out: PDFDocument, bytes: Uint8Array, kind: 'png' | 'jpeg'): Promise<void> {
  const image = await (kind === 'png' ? out.embedPng(bytes) : out.embedJpg(bytes)).catch((cause: unknown) => {
    throw new PackageFileError(`The ${kind === 'png' ? 'PNG' : 'JPEG'} image could not be read; it may be damaged.`, { cause });
  });
  if (!image.width || !image.height) throw new PackageFileError('The image has no pixels.');
  const orientation = kind === 'jpeg' ? readJpegOrientation(bytes) : 1;
  const [shownWidth, shownHeight] = isQuarterTurn(orientation) ? [image.height, image.width] : [image.width, image.height];
  const [pageWidth, pageHeight] = letterSizeFor(shownWidth, shownHeight);
  const page = out.addPage([pageWidth, pageHeight]);
  const bottom = Math.max(IMAGE_MARGIN_PT, BATES.stripPt);
  const box = { x: IMAGE_MARGIN_PT, y: bottom, width: pageWidth - 2 * IMAGE_MARGIN_PT, height: pageHeight - IMAGE_MARGIN_PT - bottom };
  drawXObject(page, image.ref, imageMatrix(orientation, fitInBox(shownWidth, shownHeight, box)), 'Image');
  // Writes the image now, so its decoded pixels can be freed before the next file is read.
  await image.embed();
}
