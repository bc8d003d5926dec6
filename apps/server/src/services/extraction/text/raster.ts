import type { Canvas } from '@napi-rs/canvas';
import type { UploadMimeType } from '@acclaim/domain';
import { decodeJpeg, decodePng } from './decode-image';
import { luma, resizeGray, toPgm, type GrayImage } from './gray-image';

/**
 * Above ~9 megapixels (A4 at 300 DPI) OCR gets slower without getting better; below ~1,800 pixels on the
 * long side, screenshots and phone crops have letters too small for Tesseract, which wants ~20 px capitals.
 */
export const OCR_MAX_PIXELS = 9_000_000;
const SMALL_IMAGE_SIDE = 1_800;
const MAX_UPSCALE = 2;

/** A rendered page as PGM; the canvas is opaque, so alpha is ignored. */
export function canvasToPgm(canvas: Canvas): Uint8Array {
  const { width, height } = canvas;
  const rgba = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const pixels = new Uint8Array(width * height);
  for (let source = 0, target = 0; target < pixels.length; source += 4, target++) {
    pixels[target] = luma(rgba[source] ?? 255, rgba[source + 1] ?? 255, rgba[source + 2] ?? 255);
  }
  return toPgm({ width, height, pixels });
}

/** The scale at which an image of this size is best read: shrink huge ones, enlarge small ones. */
export function ocrScaleFor(width: number, height: number): number {
  const shrink = Math.sqrt(OCR_MAX_PIXELS / (width * height));
  if (shrink < 1) return shrink;
  const longSide = Math.max(width, height);
  if (longSide >= SMALL_IMAGE_SIDE) return 1;
  return Math.min(MAX_UPSCALE, SMALL_IMAGE_SIDE / longSide, shrink);
}

/**
 * Decodes an uploaded PNG or JPEG (upright by its EXIF orientation, transparency flattened onto white),
 * scales it for OCR and returns it as PGM.
 */
export function prepareImageForOcr(bytes: Uint8Array, mimeType: Extract<UploadMimeType, 'image/png' | 'image/jpeg'>): Uint8Array {
  const image: GrayImage = mimeType === 'image/png' ? decodePng(bytes) : decodeJpeg(bytes);
  const scale = ocrScaleFor(image.width, image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  return toPgm(resizeGray(image, width, height));
}
