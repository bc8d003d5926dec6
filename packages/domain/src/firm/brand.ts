/** A firm's colour is a six-digit hex; the portal derives its hover and soft shades from it. */
export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
export const DEFAULT_BRAND_COLOR = '#1d4ed8';

/** Relative luminance of a hex colour (WCAG 2.x), 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Text on the brand colour must stay readable (WCAG AA, 4.5:1 for body text), so a colour too light for white
 * text is refused with this message rather than shipped as an unreadable portal.
 */
export function brandColorProblem(hex: string): string | null {
  if (!BRAND_COLOR_PATTERN.test(hex)) return `Use a colour like ${DEFAULT_BRAND_COLOR}.`;
  if (contrastRatio(hex, '#ffffff') < 4.5) return 'White text on this colour is hard to read. Choose a darker shade (contrast of at least 4.5:1 with white).';
  return null;
}
