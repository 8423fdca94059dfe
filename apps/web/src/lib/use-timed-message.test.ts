import { shareNotices } from '@showroom/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTimedMessage } from './use-timed-message';

describe('useTimedMessage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    [shareNotices.copied, shareNotices.copiedMs, 3000],
    [shareNotices.emailSent, shareNotices.emailSentMs, 5000],
  ])("shows '%s' for exactly its time (%i ms)", (text, ms, specMs) => {
    expect(ms).toBe(specMs);
    const { result } = renderHook(() => useTimedMessage(ms));
    act(() => result.current[1](text));
    expect(result.current[0]).toBe(text);
    act(() => vi.advanceTimersByTime(ms - 1));
    expect(result.current[0]).toBe(text);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBeNull();
  });

  it('starts the time again when shown again', () => {
    const { result } = renderHook(() => useTimedMessage(3000));
    act(() => result.current[1]('first'));
    act(() => vi.advanceTimersByTime(2000));
    act(() => result.current[1]('again'));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current[0]).toBe('again');
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current[0]).toBeNull();
  });
});
