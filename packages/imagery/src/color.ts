import type { Hex } from './inputs';

type Rgb = readonly [number, number, number];

function toRgb(hex: Hex): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): Hex {
  const byte = (v: number) => Math.round(Math.min(255, Math.max(0, v)));
  return `#${((1 << 24) | (byte(r) << 16) | (byte(g) << 8) | byte(b)).toString(16).slice(1)}` as Hex;
}

/**
 * Mixes `b` into `a` by `t` (0 = a, 1 = b).
 * @example mix('#000000', '#ffffff', 0.5) // '#808080'
 */
export function mix(a: Hex, b: Hex, t: number): Hex {
  const x = toRgb(a);
  const y = toRgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/**
 * Lightens (k > 0, towards white) or darkens (k < 0, towards black) a colour.
 * @example shade('#808080', -0.5) // '#404040'
 */
export function shade(color: Hex, k: number): Hex {
  return k >= 0 ? mix(color, '#ffffff', k) : mix(color, '#000000', -k);
}

/**
 * Relative luminance (WCAG), 0 for black to 1 for white.
 * @example luminance('#ffffff') // 1
 */
export function luminance(color: Hex): number {
  const [r, g, b] = toRgb(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
