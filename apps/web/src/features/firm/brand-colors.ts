import type * as React from 'react';
import { BRAND_COLOR_PATTERN, contrastRatio } from '@acclaim/domain';

function mix(hex: string, toward: string, weight: number): string {
  const channel = (color: string, offset: number) => parseInt(color.slice(offset, offset + 2), 16);
  const mixed = [1, 3, 5].map((offset) => Math.round(channel(hex, offset) * (1 - weight) + channel(toward, offset) * weight));
  return `#${mixed.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The theme's primary tokens (index.css) in a firm's colour, for a style attribute: the workspace, the invitation
 * page and the settings preview wear it this way. Hover is a little darker, since the server only accepts colours
 * dark enough for white text and darker keeps that true. The soft tint carries primary-coloured text (active nav
 * item, info badges), so it is the strongest tint that still keeps that text at 4.5:1. Null for a malformed colour,
 * which leaves Acclaim's own.
 */
export function brandStyle(primaryColor: string): React.CSSProperties | undefined {
  if (!BRAND_COLOR_PATTERN.test(primaryColor)) return undefined;
  const color = primaryColor.toLowerCase();
  const soft = [0.9, 0.94, 0.97].map((weight) => mix(color, '#ffffff', weight)).find((tint) => contrastRatio(color, tint) >= 4.5) ?? '#ffffff';
  return {
    '--color-primary': color,
    '--color-primary-hover': mix(color, '#000000', 0.15),
    '--color-primary-soft': soft,
    '--color-primary-foreground': '#ffffff',
    '--color-ring': color,
  } as React.CSSProperties;
}
