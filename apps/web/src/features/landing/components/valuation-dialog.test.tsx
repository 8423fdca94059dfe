import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ValuationDialog } from './valuation-dialog';

function post(
  frame: HTMLIFrameElement,
  data: unknown,
  origin = window.location.origin,
  source: Window | null = frame.contentWindow,
) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

function renderDialog() {
  render(<ValuationDialog open onOpenChange={() => {}} state="VIC" />);
  const frame = screen.getByTitle('Instant valuation of your current vehicle') as HTMLIFrameElement;
  const reply = vi.spyOn(frame.contentWindow as Window, 'postMessage');
  return { frame, reply };
}

describe('ValuationDialog: the frame side of the widget protocol', () => {
  it('frames the embedded widget and answers READY with load-widget, addressed to its origin', () => {
    const { frame, reply } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Get an instant valuation' })).toBeInTheDocument();
    expect(frame.getAttribute('src')).toBe('/valuation/widget');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    post(frame, { type: 'READY' });
    expect(reply).toHaveBeenCalledWith(
      { type: 'load-widget', country: 'AU', state: 'VIC' },
      window.location.origin,
    );
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('takes the height the widget reports', () => {
    const { frame } = renderDialog();
    post(frame, { type: 'iframeHeight', height: 731.5 });
    expect(frame.style.height).toBe('732px');
  });

  it('ignores messages from another origin or another window', () => {
    const { frame, reply } = renderDialog();
    const before = frame.style.height;
    post(frame, { type: 'iframeHeight', height: 900 }, 'https://evil.example');
    post(frame, { type: 'iframeHeight', height: 900 }, window.location.origin, window);
    post(frame, { type: 'READY' }, 'https://evil.example');
    expect(frame.style.height).toBe(before);
    expect(reply).not.toHaveBeenCalled();
  });
});
