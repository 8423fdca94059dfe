import { Link } from 'wouter';

/** A market prefix the shop does not serve. */
export default function UnsupportedMarketPage({ market }: { market: string }) {
  return (
    <main style={{ padding: '4rem 1.5rem', maxWidth: 640, margin: '0 auto' }}>
      <h1>Market not available</h1>
      <p>The shop does not serve the market “{market}”. LYRIQ is sold online in Australia and New Zealand.</p>
      <p>
        <Link to="/au-en/">Go to Australia</Link> · <Link to="/nz-en/">Go to New Zealand</Link>
      </p>
    </main>
  );
}
