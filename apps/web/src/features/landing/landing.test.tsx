import { cents } from '@showroom/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LandingIntro } from './components/landing-intro';
import { compareDisclaimers, compareSections } from './content/compare';

function renderIntro(props: Partial<Parameters<typeof LandingIntro>[0]> = {}) {
  const onCalculateFinance = vi.fn();
  render(<LandingIntro country="AU" today="2026-03-01" onCalculateFinance={onCalculateFinance} {...props} />);
  return { onCalculateFinance, user: userEvent.setup() };
}

describe('LandingIntro', () => {
  it('shows the starting drive-away price in Australia, with its disclaimer number', () => {
    renderIntro({ startingPrice: cents(11_545_000) });
    expect(screen.getByText('$115,450')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Note 1' })).toHaveAttribute('href', '#disclaimer-1');
  });

  it('says the price is loading until it arrives, and shows no price in New Zealand but its promotional line', () => {
    const { unmount } = render(<LandingIntro country="AU" onCalculateFinance={() => {}} />);
    expect(screen.getByText('Starting drive-away price loading…')).toBeInTheDocument();
    unmount();
    render(<LandingIntro country="NZ" onCalculateFinance={() => {}} />);
    expect(screen.queryByText(/Starting/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Limited-time electric offer/ })).toBeInTheDocument();
  });

  it('shows the promo button only in Australia while the finance offer runs', () => {
    const { unmount } = render(
      <LandingIntro country="AU" today="2025-10-01" onCalculateFinance={() => {}} />,
    );
    expect(screen.getByRole('button', { name: '1.99% finance offer' })).toBeInTheDocument();
    unmount();
    const closed = render(<LandingIntro country="AU" today="2025-12-01" onCalculateFinance={() => {}} />);
    expect(screen.queryByRole('button', { name: '1.99% finance offer' })).not.toBeInTheDocument();
    closed.unmount();
    render(<LandingIntro country="NZ" today="2025-10-01" onCalculateFinance={() => {}} />);
    expect(screen.queryByRole('button', { name: '1.99% finance offer' })).not.toBeInTheDocument();
  });

  it('Calculate Finance calls its handler', async () => {
    const { onCalculateFinance, user } = renderIntro();
    await user.click(screen.getByRole('button', { name: 'Calculate Finance' }));
    expect(onCalculateFinance).toHaveBeenCalledOnce();
  });

  it('opens Explore Confidence with the country’s charging cover; Escape closes it and focus returns', async () => {
    const { user } = renderIntro();
    const opener = screen.getByRole('button', { name: 'Explore Confidence' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'EXPLORE CONFIDENCE' });
    expect(dialog).toHaveTextContent('8 years / 160,000 km battery warranty');
    expect(dialog).toHaveTextContent('1 year of public charging');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(opener).toHaveFocus());
  });

  it('Explore Confidence in New Zealand offers the credits', async () => {
    renderIntro({ country: 'NZ' });
    await userEvent.click(screen.getByRole('button', { name: 'Explore Confidence' }));
    expect(await screen.findByRole('dialog', { name: 'EXPLORE CONFIDENCE' })).toHaveTextContent(
      'A $400 charging credit included, plus your choice of an $800 charging credit or a home charger',
    );
  });

  it('Special Offers lists the country’s cards and says when an offer has ended', async () => {
    const { user } = renderIntro({ today: '2026-03-01' });
    await user.click(screen.getByRole('button', { name: 'Special Offers' }));
    const dialog = await screen.findByRole('dialog', { name: 'SPECIAL OFFERS' });
    const cards = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(cards).toEqual(['Electric finance offer', 'On-road costs and luxury car tax, on us']);
    expect(dialog).toHaveTextContent('This offer ended on 30 November 2025.');
  });

  it('Special Offers in New Zealand shows the GST saving, opened from the promotional line', async () => {
    const { user } = renderIntro({ country: 'NZ' });
    await user.click(screen.getByRole('button', { name: /Limited-time electric offer/ }));
    const dialog = await screen.findByRole('dialog', { name: 'SPECIAL OFFERS' });
    expect(within(dialog).getByRole('heading', { level: 3 })).toHaveTextContent('save the GST');
  });

  it('Compare Variants renders every section of its data, the variant differences side by side, and the notes', async () => {
    const { user } = renderIntro();
    await user.click(screen.getByRole('button', { name: 'Compare Variants' }));
    const dialog = await screen.findByRole('dialog', { name: 'COMPARE VARIANTS' });
    const summaries = Array.from(dialog.querySelectorAll('summary')).map((s) => s.textContent);
    expect(summaries).toEqual(compareSections.map((s) => s.title));
    const differences = within(dialog).getByRole('table', { name: 'Variant differences' });
    expect(within(differences).getByRole('row', { name: /Door handles/ })).toHaveTextContent(
      'ChromeBody colour',
    );
    expect(
      within(dialog).getByRole('slider', { name: /Move the line between Luxury and Sport/ }),
    ).toHaveValue('50');
    const notes = within(dialog).getByRole('list', { name: 'Disclaimers' });
    expect(within(notes).getAllByRole('listitem')).toHaveLength(compareDisclaimers.length);
    // Every note a figure cites exists.
    for (const link of within(dialog).getAllByRole('link', { name: /^Note \d$/ })) {
      expect(dialog.querySelector(link.getAttribute('href') ?? '')).not.toBeNull();
    }
  });

  it('the important-information dialog names the country’s on-road costs', async () => {
    const { user } = renderIntro({ country: 'NZ' });
    await user.click(screen.getByRole('button', { name: 'Important information' }));
    expect(await screen.findByRole('dialog', { name: 'IMPORTANT INFORMATION' })).toHaveTextContent(
      'tyre stewardship fee',
    );
  });
});
