import { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState, type PDFPage, type PDFRef } from 'pdf-lib';

/** Where an object lands on the page, in points: its box after any turn. */
export interface Placement {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Matrix = [number, number, number, number, number, number];

/** Shrinks (never enlarges) a width × height to fit the box, centred in it. */
export function fitInBox(width: number, height: number, box: Placement, { canEnlarge = false } = {}): Placement {
  const scale = Math.min(box.width / width, box.height / height, canEnlarge ? Infinity : 1);
  const fitted = { width: width * scale, height: height * scale };
  return { x: box.x + (box.width - fitted.width) / 2, y: box.y + (box.height - fitted.height) / 2, ...fitted };
}

/**
 * The matrix that draws an image's unit square into `at` as EXIF `orientation` asks (1: as stored; 3: half turn;
 * 6: quarter turn clockwise; 8: anticlockwise; 2, 4, 5, 7: the mirrored variants). Derived by sending the stored
 * image's corners to where the orientation puts them.
 */
export function imageMatrix(orientation: number, { x, y, width: w, height: h }: Placement): Matrix {
  switch (orientation) {
    case 2:
      return [-w, 0, 0, h, x + w, y];
    case 3:
      return [-w, 0, 0, -h, x + w, y + h];
    case 4:
      return [w, 0, 0, -h, x, y + h];
    case 5:
      return [0, -h, -w, 0, x + w, y + h];
    case 6:
      return [0, -h, w, 0, x, y + h];
    case 7:
      return [0, h, w, 0, x, y];
    case 8:
      return [0, h, -w, 0, x + w, y];
    default:
      return [w, 0, 0, h, x, y];
  }
}

/**
 * The matrix that draws a page of `width` × `height` (unrotated user space) into `at`, turned clockwise by
 * `rotation` degrees as the page's /Rotate asks readers to show it.
 */
export function pageMatrix(rotation: number, width: number, height: number, at: Placement): Matrix {
  const turned = rotation === 90 || rotation === 270;
  const scale = at.width / (turned ? height : width);
  const { x, y } = at;
  switch (rotation) {
    case 90:
      return [0, -scale, scale, 0, x, y + scale * width];
    case 180:
      return [-scale, 0, 0, -scale, x + scale * width, y + scale * height];
    case 270:
      return [0, scale, -scale, 0, x + scale * height, y];
    default:
      return [scale, 0, 0, scale, x, y];
  }
}

/** Draws an XObject (image or embedded page) through a matrix, which pdf-lib's draw methods cannot express. */
export function drawXObject(page: PDFPage, ref: PDFRef, matrix: Matrix, namePrefix: string) {
  const name = page.node.newXObject(namePrefix, ref);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(...matrix), drawObject(name), popGraphicsState());
}

export const normalizeRotation = (angle: number) => {
  const quarter = Math.round(angle / 90) * 90;
  return ((quarter % 360) + 360) % 360;
};
