import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawCornerMarkJpeg, drawTextImage, encodePng, withExifOrientation } from './__fixtures__/build-test-files';
import { decodeJpeg, decodePng, readJpegOrientation } from './decode-image';
import { DocumentReadError } from './document-read-error';
import { orientGray, resizeGray } from './gray-image';

const WIDTH = 13;
const HEIGHT = 11;
/** Ink (black) or paper (white) in a pattern that differs on every row and column. */
const isInk = (x: number, y: number) => (x * 3 + y * 5) % 7 < 3;
/** Some ink pixels are made fully transparent: on white they must read as paper. */
const isHole = (x: number, y: number) => isInk(x, y) && (x + y) % 4 === 0;

function expectedPixels(withHoles: boolean): number[] {
  const pixels: number[] = [];
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) pixels.push(isInk(x, y) && !(withHoles && isHole(x, y)) ? 0 : 255);
  return pixels;
}

describe('decodePng', () => {
  const variants = [
    ...[1, 2, 4, 8, 16].map((depth) => ({ colorType: 0 as const, depth: depth as 1 | 2 | 4 | 8 | 16 })),
    ...[8, 16].map((depth) => ({ colorType: 2 as const, depth: depth as 8 | 16 })),
    ...[1, 2, 4, 8].map((depth) => ({ colorType: 3 as const, depth: depth as 1 | 2 | 4 | 8 })),
    ...[8, 16].map((depth) => ({ colorType: 4 as const, depth: depth as 8 | 16 })),
    ...[8, 16].map((depth) => ({ colorType: 6 as const, depth: depth as 8 | 16 })),
  ].flatMap((variant) => [false, true].map((interlace) => ({ ...variant, interlace })));

  it.each(variants)('reads colour type $colorType at $depth bits (interlaced: $interlace)', ({ colorType, depth, interlace }) => {
    const max = 2 ** depth - 1;
    // A 1-bit palette has no room for a third, transparent entry.
    const hasAlpha = colorType === 4 || colorType === 6 || (colorType === 3 && depth > 1);
    const png = encodePng({
      width: WIDTH,
      height: HEIGHT,
      colorType,
      depth,
      interlace,
      // Palette: 0 = black, 1 = white, 2 = black but transparent.
      palette:
        colorType === 3
          ? [
              [0, 0, 0],
              [255, 255, 255],
              [0, 0, 0],
            ]
          : undefined,
      transparency: colorType === 3 && hasAlpha ? [255, 255, 0] : undefined,
      samples: (x, y) => {
        const value = isInk(x, y) ? 0 : max;
        const alpha = isHole(x, y) ? 0 : max;
        switch (colorType) {
          case 0:
            return [value];
          case 2:
            return [value, value, value];
          case 3:
            return [hasAlpha && isHole(x, y) ? 2 : isInk(x, y) ? 0 : 1];
          case 4:
            return [value, alpha];
          default:
            return [value, value, value, alpha];
        }
      },
    });
    const image = decodePng(png);
    expect([image.width, image.height]).toEqual([WIDTH, HEIGHT]);
    expect([...image.pixels]).toEqual(expectedPixels(hasAlpha));
  });

  it('treats the tRNS colour of grey and RGB images as transparent', () => {
    const gray = encodePng({
      width: WIDTH,
      height: HEIGHT,
      colorType: 0,
      depth: 8,
      transparency: [0],
      samples: (x, y) => [isHole(x, y) ? 0 : isInk(x, y) ? 1 : 255],
    });
    expect([...decodePng(gray).pixels].map((value) => (value < 128 ? 0 : 255))).toEqual(expectedPixels(true));
    const rgb = encodePng({
      width: WIDTH,
      height: HEIGHT,
      colorType: 2,
      depth: 8,
      transparency: [0, 0, 0],
      samples: (x, y) => (isHole(x, y) ? [0, 0, 0] : isInk(x, y) ? [1, 1, 1] : [255, 255, 255]),
    });
    expect([...decodePng(rgb).pixels].map((value) => (value < 128 ? 0 : 255))).toEqual(expectedPixels(true));
  });

  it('turns colour into grey by luminance', () => {
    const png = encodePng({
      width: 3,
      height: 1,
      colorType: 2,
      depth: 8,
      samples: (x) =>
        [
          [255, 0, 0],
          [0, 255, 0],
          [0, 0, 255],
        ][x] ?? [],
    });
    expect([...decodePng(png).pixels]).toEqual([76, 149, 28]);
  });

  it('reads a PNG written by a canvas (RGBA)', () => {
    const image = decodePng(drawTextImage(['Award']));
    expect(image.width).toBe(1400);
    expect(image.pixels.reduce((darkest, value) => Math.min(darkest, value), 255)).toBeLessThan(40); // the text
    expect(image.pixels[0]).toBe(255); // the background
  });
});

describe('decodeJpeg', () => {
  it('reads a JPEG', () => {
    const image = decodeJpeg(drawCornerMarkJpeg(40, 20, 10));
    expect([image.width, image.height]).toEqual([40, 20]);
    expect(image.pixels[5 * 40 + 5]).toBeLessThan(30);
    expect(image.pixels[15 * 40 + 30]).toBeGreaterThan(225);
  });

  it('turns a photo upright by its EXIF orientation', () => {
    const jpeg = withExifOrientation(drawCornerMarkJpeg(40, 20, 10), 6); // stored sideways: turn 90° clockwise
    expect(readJpegOrientation(jpeg)).toBe(6);
    const image = decodeJpeg(jpeg);
    expect([image.width, image.height]).toEqual([20, 40]);
    expect(image.pixels[5 * 20 + 15]).toBeLessThan(30); // the mark moved to the top-right corner
    expect(image.pixels[5 * 20 + 5]).toBeGreaterThan(225);
  });
});

describe('damaged images', () => {
  // The native canvas decoder crashed the process on files like these; ours must only ever throw.
  const readsOrRefuses = (decode: () => unknown) => {
    try {
      decode();
    } catch (error) {
      expect(error).toBeInstanceOf(DocumentReadError);
    }
  };

  it('never crashes on truncated or corrupted PNG and JPEG files', () => {
    const png = drawTextImage(['Outstanding Reviewer Award']);
    const jpeg = drawTextImage(['Outstanding Reviewer Award'], { format: 'jpeg' });
    for (const [bytes, decode] of [
      [png, decodePng],
      [jpeg, decodeJpeg],
    ] as const) {
      for (let length = 0; length < bytes.length; length += Math.max(1, Math.floor(bytes.length / 60))) {
        readsOrRefuses(() => decode(bytes.slice(0, length)));
      }
      for (let round = 0; round < 30; round++) {
        const corrupted = bytes.slice();
        for (let flips = 0; flips < 8; flips++) corrupted[randomInt(corrupted.length)] = randomInt(256);
        readsOrRefuses(() => decode(corrupted));
      }
    }
  });

  it('refuses a PNG that declares a huge image before allocating it', () => {
    const png = encodePng({ width: 1, height: 1, colorType: 0, depth: 8, samples: () => [0] });
    const view = new DataView(png.buffer, png.byteOffset);
    view.setUint32(16, 50_000);
    view.setUint32(20, 50_000);
    expect(() => decodePng(png)).toThrow(/too large/);
  });
});

describe('gray image helpers', () => {
  it('resizes by averaging when shrinking and interpolating when enlarging', () => {
    const checker = { width: 4, height: 2, pixels: Uint8Array.from([0, 255, 0, 255, 255, 0, 255, 0]) };
    expect([...resizeGray(checker, 2, 1).pixels].every((value) => Math.abs(value - 128) <= 1)).toBe(true);
    const enlarged = resizeGray({ width: 2, height: 1, pixels: Uint8Array.from([0, 255]) }, 4, 1);
    expect([...enlarged.pixels]).toEqual([0, 64, 191, 255]);
  });

  it('applies all eight EXIF orientations', () => {
    // 3 × 2 image with distinct pixels: 1 2 3 / 4 5 6
    const image = { width: 3, height: 2, pixels: Uint8Array.from([1, 2, 3, 4, 5, 6]) };
    const rows = (orientation: number) => {
      const oriented = orientGray(image, orientation);
      return Array.from({ length: oriented.height }, (_, y) => [...oriented.pixels.subarray(y * oriented.width, (y + 1) * oriented.width)]);
    };
    expect(rows(1)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(rows(2)).toEqual([
      [3, 2, 1],
      [6, 5, 4],
    ]);
    expect(rows(3)).toEqual([
      [6, 5, 4],
      [3, 2, 1],
    ]);
    expect(rows(4)).toEqual([
      [4, 5, 6],
      [1, 2, 3],
    ]);
    expect(rows(5)).toEqual([
      [1, 4],
      [2, 5],
      [3, 6],
    ]);
    expect(rows(6)).toEqual([
      [4, 1],
      [5, 2],
      [6, 3],
    ]);
    expect(rows(7)).toEqual([
      [6, 3],
      [5, 2],
      [4, 1],
    ]);
    expect(rows(8)).toEqual([
      [3, 6],
      [2, 5],
      [1, 4],
    ]);
  });
});
