import { describe, expect, it } from 'vitest';
import { frameHeightLimits, readWidgetMessage, widgetOrigin } from './valuation-messages';

describe('readWidgetMessage: the valuation widget protocol', () => {
  it('reads READY and iframeHeight, rounding a height up', () => {
    expect(readWidgetMessage({ type: 'READY' })).toEqual({ type: 'READY' });
    expect(readWidgetMessage({ type: 'iframeHeight', height: 612.2 })).toEqual({
      type: 'iframeHeight',
      height: 613,
    });
  });

  it('keeps a height inside the frame limits', () => {
    expect(readWidgetMessage({ type: 'iframeHeight', height: 10 })).toEqual({
      type: 'iframeHeight',
      height: frameHeightLimits.min,
    });
    expect(readWidgetMessage({ type: 'iframeHeight', height: 1e9 })).toEqual({
      type: 'iframeHeight',
      height: frameHeightLimits.max,
    });
  });

  it.each([
    ['a string', 'READY'],
    ['null', null],
    ['an unknown type', { type: 'load-widget' }],
    ['a height that is text', { type: 'iframeHeight', height: '600' }],
    ['a height that is not finite', { type: 'iframeHeight', height: Number.NaN }],
    ['a missing height', { type: 'iframeHeight' }],
  ])('ignores %s', (_name, data) => {
    expect(readWidgetMessage(data)).toBeNull();
  });
});

describe('widgetOrigin', () => {
  it('is the page origin for the embedded widget and the widget host for an external one', () => {
    expect(widgetOrigin('/valuation/widget', 'https://shop.example/au-en/')).toBe('https://shop.example');
    expect(widgetOrigin('https://valuer.example/w?x=1', 'https://shop.example/au-en/')).toBe(
      'https://valuer.example',
    );
  });
});
