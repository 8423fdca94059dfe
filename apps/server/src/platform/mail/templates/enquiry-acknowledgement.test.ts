import { describe, expect, it } from 'vitest';
import { hostile } from '../../../../test/support/mail-fixtures';
import { type EnquiryKind, renderEnquiryAcknowledgement } from './enquiry-acknowledgement';

const kinds: [EnquiryKind, string, string][] = [
  ['contact', "We've received your enquiry", "WE'RE HERE TO HELP"],
  ['waitlist', "You've joined our waitlist", "YOU'RE ON OUR WAITLIST"],
  ['test-drive', "We'll call you about a test drive", 'YOUR TEST DRIVE'],
  ['call-back', "We'll call you back", "WE'LL CALL YOU BACK"],
];

describe('enquiry acknowledgement (spec 001 section 2 contact dialog modes, request-a-call)', () => {
  it.each(kinds)('%s: subject, heading, thanks by name', (kind, subject, heading) => {
    const email = renderEnquiryAcknowledgement({ country: 'AU', state: 'NSW', kind, firstName: 'Alex' });
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(heading);
    expect(email.text).toContain('Thank you, Alex.');
    expect(email.html).toContain('Thank you, Alex.');
  });

  it('gives the market number: AU 1800 223 455, NZ 0800 223 455', () => {
    const au = renderEnquiryAcknowledgement({ country: 'AU', kind: 'contact', firstName: 'Alex' });
    const nz = renderEnquiryAcknowledgement({ country: 'NZ', kind: 'contact', firstName: 'Alex' });
    expect(au.text).toContain('call us on 1800 223 455');
    expect(au.html).toContain('href="tel:1800223455"');
    expect(nz.text).toContain('call us on 0800 223 455');
    expect(nz.html).toContain('href="tel:0800223455"');
    expect(nz.text).not.toContain('1800 223 455');
  });

  it('echoes the comment with its lines, escaped, and the vehicle when given', () => {
    const email = renderEnquiryAcknowledgement({
      country: 'AU',
      kind: 'waitlist',
      firstName: hostile,
      comments: `first line\n${hostile}`,
      vehicle: { variantName: 'LYRIQ Luxury', exteriorName: 'Opulent Blue', interiorName: 'Jet Black' },
    });
    expect(email.html).toContain('first line<br>&quot;&gt;&lt;script&gt;');
    expect(email.html).not.toMatch(/<script|<img/);
    expect(email.text).toContain(`> first line\n> ${hostile}`);
    expect(email.text).toContain('Variant: LYRIQ Luxury');
    expect(email.text).toContain('Paint: Opulent Blue');
    expect(email.text).toContain('Interior: Jet Black');
  });

  it('leaves out an empty comment and a missing vehicle', () => {
    const email = renderEnquiryAcknowledgement({
      country: 'AU',
      kind: 'contact',
      firstName: 'Alex',
      comments: '   ',
    });
    expect(email.text).not.toContain('Your message');
    expect(email.text).not.toContain('YOUR LYRIQ');
  });
});
