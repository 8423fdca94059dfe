import { describe, expect, it } from 'vitest';
import { hostile, sampleData } from '../../../../test/support/mail-fixtures';
import { renderWaitlistConfirmation } from './waitlist-confirmation';

const data = sampleData['waitlist-confirmation'];

describe('waitlist confirmation', () => {
  it('says the configuration is waitlisted, no deposit taken, with its reference and link', () => {
    const email = renderWaitlistConfirmation(data);
    expect(email.subject).toBe("You're on the waitlist for your LYRIQ");
    for (const part of [email.html, email.text]) {
      expect(part).toContain('No deposit has been taken.');
      expect(part).toContain('Waitlist reference WL-7F3A');
      expect(part).toContain('https://shop.example/nz-en/order-waitlisted/7f3a');
      expect(part).toContain('$125,757');
      expect(part).toContain('Waitlisted');
      expect(part).toContain('0800 223 455');
      expect(part).toContain('Cadillac New Zealand');
    }
  });

  it('leaves the price out when none is given, and uses the AU number in Australia', () => {
    const email = renderWaitlistConfirmation({ ...data, country: 'AU', state: 'SA', driveAwayPrice: null });
    expect(email.text).not.toContain('Drive-away price');
    expect(email.text).toContain('1800 223 455');
  });

  it('escapes the reference and the name', () => {
    const email = renderWaitlistConfirmation({ ...data, reference: hostile, firstName: hostile });
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.text).toContain(`Waitlist reference ${hostile}`);
  });
});
