import { testDriveWhatToExpect } from '@showroom/domain';
import { describe, expect, it } from 'vitest';
import { sampleData } from '../../../../test/support/mail-fixtures';
import { renderTestDrive } from './test-drive';

describe('test drive confirmation', () => {
  const email = renderTestDrive('booked')(sampleData['test-drive-confirmation']);

  it('numbers what to expect once, in the text part and in the HTML (audit 002 #14)', () => {
    const [first, second] = testDriveWhatToExpect;
    expect(email.text).toContain(`1. ${first}`);
    expect(email.text).toContain(`2. ${second}`);
    expect(email.text).not.toMatch(/^\s*\d+\.\s+\d+\s*$/m);
    expect(email.html).toMatch(/<ol[^>]*>\s*<li[^>]*>Your test drive booking lasts 90 minutes\.<\/li>/);
    expect(email.html).not.toMatch(/<strong>\d+<\/strong>/);
  });
});
