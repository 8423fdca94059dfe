import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CrossfadeImage } from './crossfade-image';

describe('CrossfadeImage', () => {
  afterEach(() => vi.useRealTimers());

  it('stacks the new picture over the old one, then drops the old one once the new one has loaded', () => {
    vi.useFakeTimers();
    const { rerender, container } = render(
      <CrossfadeImage src="/a.svg?color=111111" alt="Black" width={16} height={9} />,
    );
    rerender(<CrossfadeImage src="/a.svg?color=8b0000" alt="Red" width={16} height={9} />);
    const layers = () => [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(layers()).toEqual(['/a.svg?color=111111', '/a.svg?color=8b0000']);
    expect(screen.getByRole('img', { name: 'Red' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Black' })).toBeNull();
    fireEvent.load(screen.getByRole('img', { name: 'Red' }));
    act(() => vi.advanceTimersByTime(500));
    expect(layers()).toEqual(['/a.svg?color=8b0000']);
  });

  it('keeps its aspect ratio from width and height so nothing shifts', () => {
    const { container } = render(<CrossfadeImage src="/a.svg" alt="" width={1600} height={900} />);
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('1600 / 900');
    expect(container.querySelector('img')).toHaveAttribute('width', '1600');
  });
});
