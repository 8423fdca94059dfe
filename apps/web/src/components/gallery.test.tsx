import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Gallery, type GalleryImage } from './gallery';

const images: GalleryImage[] = [
  ...['front', 'side', 'rear', 'nose'].map((view) => ({
    src: `/x/${view}.svg`,
    alt: `Exterior ${view}`,
    kind: 'exterior' as const,
  })),
  ...['dash', 'seats', 'back'].map((view) => ({
    src: `/y/${view}.svg`,
    alt: `Interior ${view}`,
    kind: 'interior' as const,
  })),
];

describe('Gallery', () => {
  it('lists the pictures and opens the chosen one in a carousel that wraps both ways', async () => {
    const user = userEvent.setup();
    render(<Gallery title="GALLERY" images={images} width={320} height={180} />);
    const strip = screen.getByRole('list', { name: 'GALLERY' });
    expect(within(strip).getAllByRole('button')).toHaveLength(7);
    const opener = screen.getByRole('button', { name: 'Open picture 7 of 7: Interior back' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'GALLERY' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Interior back');
    expect(dialog).toHaveTextContent('7 of 7');
    await user.click(within(dialog).getByRole('button', { name: 'Next picture' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Exterior front');
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Interior back');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('alt', 'Exterior side');
    const dot = within(dialog).getByRole('button', { name: 'Picture 5: Interior dash' });
    expect(dot).toHaveAttribute('data-kind', 'interior');
    await user.click(dot);
    expect(dot).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('renders nothing without pictures', () => {
    const { container } = render(<Gallery title="GALLERY" images={[]} width={320} height={180} />);
    expect(container).toBeEmptyDOMElement();
  });
});
