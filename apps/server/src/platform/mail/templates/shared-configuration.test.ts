import { cents } from '@showroom/domain';
import { describe, expect, it } from 'vitest';
import { hostile, sampleData } from '../../../../test/support/mail-fixtures';
import { renderSharedConfiguration } from './shared-configuration';

const data = sampleData['shared-configuration'];

describe('shared configuration email (spec 000 section 4 "Share flow")', () => {
  it('carries the link, the summary with prices from cents, the drive-away price and the expiry date', () => {
    const email = renderSharedConfiguration(data);
    expect(email.subject).toBe('Your LYRIQ configuration');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('https://shop.example/au-en/links/abc123');
      expect(part).toContain('LYRIQ Sport');
      expect(part).toContain('$119,000');
      expect(part).toContain('Stellar Black Metallic');
      expect(part).toContain('+$2,500');
      expect(part).toContain('Sky Cool Grey');
      expect(part).toContain('Included');
      expect(part).toContain('All-weather floor liners');
      expect(part).toContain('+$450');
      expect(part).toContain('FREE');
      expect(part).toContain('$132,987');
      expect(part).toContain('NSW');
      // 13:30 UTC on 5 December is past midnight in Sydney (UTC+11 in summer).
      expect(part).toContain('This private link expires on Saturday 6 December 2025.');
    }
    expect(email.html).toContain('href="https://shop.example/au-en/links/abc123"');
  });

  it('dates the expiry in the state’s zone and words New Zealand as New Zealand', () => {
    expect(renderSharedConfiguration({ ...data, state: 'WA' }).text).toContain(
      'expires on Friday 5 December 2025',
    );
    const nz = renderSharedConfiguration({
      ...data,
      country: 'NZ',
      state: null,
      driveAwayPrice: cents(12_575_750),
    });
    expect(nz.text).toContain('Drive-away price: New Zealand  $125,757.50');
    expect(nz.text).toContain('0800 223 455');
    expect(nz.text).toContain('Cadillac New Zealand');
    expect(nz.html).toContain('<html lang="en-NZ">');
    expect(nz.text).toContain('expires on Saturday, 6 December 2025');
  });

  it('escapes catalogue names in HTML', () => {
    const email = renderSharedConfiguration({
      ...data,
      vehicle: { ...data.vehicle, exteriorName: hostile, options: [] },
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&lt;script&gt;');
    expect(email.text).toContain(hostile);
  });

  it('encodes a link with quotes so it cannot leave its attribute', () => {
    const email = renderSharedConfiguration({ ...data, linkUrl: 'https://shop.example/a"onmouseover="x' });
    expect(email.html).toContain('href="https://shop.example/a%22onmouseover=%22x"');
  });
});
