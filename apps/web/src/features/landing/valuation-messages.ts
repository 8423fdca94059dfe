/*
 * The message protocol with the valuation widget in its frame (spec 000 section 7, spec 001 section 2): the
 * widget posts `{ type: 'iframeHeight', height }` as its content grows and `{ type: 'READY' }` once loaded; the
 * shop answers READY with `{ type: 'load-widget', ... }`. Messages from any other origin or window are ignored.
 */

/** The embedded default: the valuation page the shop serves itself (apps/server/src/modules/valuation). */
export const valuationWidgetUrl = '/valuation/widget';

export type WidgetMessage = { type: 'iframeHeight'; height: number } | { type: 'READY' };

/** The shop's answer to READY: what the widget needs to start. */
export interface LoadWidgetMessage {
  type: 'load-widget';
  country: 'AU';
  state?: string | undefined;
}

/** The frame never shrinks below or grows past these heights, whatever the widget asks. */
export const frameHeightLimits = { min: 240, max: 1600 } as const;

/**
 * A message from the widget, or null when it is not one of the protocol's (wrong shape, unknown type,
 * a height that is not a finite number). A height is clamped to the frame's limits.
 * @example readWidgetMessage({ type: 'iframeHeight', height: 612.4 }) // { type: 'iframeHeight', height: 613 }
 * @example readWidgetMessage('READY') // null
 */
export function readWidgetMessage(data: unknown): WidgetMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, height } = data as Record<string, unknown>;
  if (type === 'READY') return { type };
  if (type === 'iframeHeight' && typeof height === 'number' && Number.isFinite(height)) {
    const clamped = Math.min(frameHeightLimits.max, Math.max(frameHeightLimits.min, Math.ceil(height)));
    return { type, height: clamped };
  }
  return null;
}

/** The origin the widget's messages must come from and the shop's answers are addressed to. */
export function widgetOrigin(widgetUrl: string, pageUrl: string): string {
  return new URL(widgetUrl, pageUrl).origin;
}
