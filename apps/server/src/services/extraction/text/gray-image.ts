/** An 8-bit greyscale image, row by row, the form in which images are handed to OCR. */
export interface GrayImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** BT.601 luma in integer arithmetic. */
export const luma = (red: number, green: number, blue: number) => (red * 77 + green * 150 + blue * 29) >> 8;

/** Binary PGM (P5): Tesseract reads it directly and it costs no compression. */
export function toPgm(image: GrayImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const pgm = new Uint8Array(header.length + image.pixels.length);
  pgm.set(header);
  pgm.set(image.pixels, header.length);
  return pgm;
}

/**
 * Weights of the source pixels for each target pixel along one axis: a triangle filter that widens when
 * shrinking, so a downscale averages every source pixel instead of skipping some (as Pillow does).
 */
function axisWeights(sourceSize: number, targetSize: number) {
  const scale = targetSize / sourceSize;
  const support = scale < 1 ? 1 / scale : 1;
  const starts = new Int32Array(targetSize);
  const counts = new Int32Array(targetSize);
  const weights: Float32Array[] = [];
  for (let target = 0; target < targetSize; target++) {
    const center = (target + 0.5) / scale - 0.5;
    const first = Math.max(0, Math.floor(center - support + 1));
    const last = Math.min(sourceSize - 1, Math.ceil(center + support - 1));
    const span = Math.max(1, last - first + 1);
    const row = new Float32Array(span);
    let total = 0;
    for (let index = 0; index < span; index++) {
      const weight = Math.max(0, 1 - Math.abs(first + index - center) / support);
      row[index] = weight;
      total += weight;
    }
    if (total === 0) row[0] = total = 1;
    for (let index = 0; index < span; index++) row[index] = (row[index] ?? 0) / total;
    starts[target] = first;
    counts[target] = span;
    weights.push(row);
  }
  return { starts, counts, weights };
}

/** Resamples a greyscale image (bilinear when enlarging, area-weighted when shrinking). */
export function resizeGray(image: GrayImage, width: number, height: number): GrayImage {
  if (width === image.width && height === image.height) return image;
  const horizontal = axisWeights(image.width, width);
  const vertical = axisWeights(image.height, height);
  // Horizontal pass into floats, then vertical pass into bytes.
  const intermediate = new Float32Array(width * image.height);
  for (let y = 0; y < image.height; y++) {
    const rowStart = y * image.width;
    for (let x = 0; x < width; x++) {
      const start = rowStart + (horizontal.starts[x] ?? 0);
      const row = horizontal.weights[x] ?? new Float32Array(0);
      let sum = 0;
      for (let index = 0; index < row.length; index++) sum += (image.pixels[start + index] ?? 0) * (row[index] ?? 0);
      intermediate[y * width + x] = sum;
    }
  }
  const pixels = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const start = vertical.starts[y] ?? 0;
    const column = vertical.weights[y] ?? new Float32Array(0);
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let index = 0; index < column.length; index++) sum += (intermediate[(start + index) * width + x] ?? 0) * (column[index] ?? 0);
      pixels[y * width + x] = Math.min(255, Math.max(0, Math.round(sum)));
    }
  }
  return { width, height, pixels };
}

/**
 * Applies an EXIF orientation (1-8): phones store photos sideways and record how to turn them.
 * 2/4/5/7 mirror; 5-8 swap width and height.
 */
export function orientGray(image: GrayImage, orientation: number): GrayImage {
  if (orientation < 2 || orientation > 8) return image;
  const { width, height, pixels } = image;
  const isTransposed = orientation >= 5;
  const targetWidth = isTransposed ? height : width;
  const targetHeight = isTransposed ? width : height;
  const target = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let tx: number;
      let ty: number;
      switch (orientation) {
        case 2:
          [tx, ty] = [width - 1 - x, y];
          break;
        case 3:
          [tx, ty] = [width - 1 - x, height - 1 - y];
          break;
        case 4:
          [tx, ty] = [x, height - 1 - y];
          break;
        case 5:
          [tx, ty] = [y, x];
          break;
        case 6:
          [tx, ty] = [height - 1 - y, x];
          break;
        case 7:
          [tx, ty] = [height - 1 - y, width - 1 - x];
          break;
        default:
          [tx, ty] = [y, width - 1 - x];
          break; // 8
      }
      target[ty * targetWidth + tx] = pixels[y * width + x] ?? 255;
    }
  }
  return { width: targetWidth, height: targetHeight, pixels: target };
}
