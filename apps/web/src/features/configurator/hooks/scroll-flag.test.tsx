import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollFlagClearMs, scrollingTo, scrollToSection, scrollToSectionSoon } from './scroll-to-section';
import { useCurrentStep } from './use-current-step';

describe('the scroll flag (spec 000 section 9: it clears 500 ms after the scrolling stops)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const id of ['variant', 'exterior', 'interior']) {
      const section = document.createElement('section');
      section.id = id;
      section.scrollIntoView = vi.fn();
      document.body.append(section);
    }
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('holds the target step as current while the page scrolls to it, then lets the viewport decide again', () => {
    const { result } = renderHook(() => useCurrentStep());
    expect(result.current).toBeNull();
    act(() => scrollToSection('interior'));
    expect(scrollingTo()).toBe('interior');
    expect(result.current).toBe('interior');
    // Each scroll event of the smooth scroll keeps the flag for another 500 ms.
    act(() => vi.advanceTimersByTime(scrollFlagClearMs - 100));
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    act(() => vi.advanceTimersByTime(scrollFlagClearMs - 100));
    expect(result.current).toBe('interior');
    act(() => vi.advanceTimersByTime(100));
    expect(scrollingTo()).toBeUndefined();
    // No IntersectionObserver in this DOM: nothing seen, so no current step once the flag is gone.
    expect(result.current).toBeNull();
  });

  it('a second scroll takes the flag over from the first', () => {
    act(() => scrollToSection('exterior'));
    act(() => scrollToSection('variant'));
    expect(scrollingTo()).toBe('variant');
    act(() => vi.advanceTimersByTime(scrollFlagClearMs));
    expect(scrollingTo()).toBeUndefined();
  });
});

describe('a scroll to a section that has not arrived yet (the sections render once a location is held)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  const addSection = (id: string) => {
    const section = document.createElement('section');
    section.id = id;
    section.scrollIntoView = vi.fn();
    document.body.append(section);
    return section;
  };

  it('waits the delay, then scrolls as soon as the section is on the page', async () => {
    scrollToSectionSoon('variant', 300);
    await vi.advanceTimersByTimeAsync(300);
    const section = addSection('variant');
    // Mutation observers report in a microtask.
    await vi.advanceTimersByTimeAsync(0);
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollingTo()).toBe('variant');
  });

  it('scrolls after the delay, not before, when the section is already there', async () => {
    const section = addSection('variant');
    scrollToSectionSoon('variant', 300);
    await vi.advanceTimersByTimeAsync(299);
    expect(section.scrollIntoView).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(section.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('gives up when the section never comes', async () => {
    scrollToSectionSoon('exterior', 300);
    await vi.advanceTimersByTimeAsync(300 + 5_000);
    const late = addSection('exterior');
    await vi.advanceTimersByTimeAsync(0);
    expect(late.scrollIntoView).not.toHaveBeenCalled();
  });
});
