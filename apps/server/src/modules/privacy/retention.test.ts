import { describe, expect, it } from 'vitest';
import { retentionReason } from './retention';

describe('retentionReason', () => {
  it('names the tax law of each market whose orders are kept, and says so when none had to be', () => {
    expect(retentionReason(['AU', 'AU'])).toBe(
      'We keep your orders and their invoices, without your name or contact details, because Australian tax law requires us to keep records of every sale for five years.',
    );
    expect(retentionReason(['NZ', 'AU'])).toContain(
      'five years, and New Zealand tax law requires us to keep business records for seven years.',
    );
    expect(retentionReason(['AU'], true)).toBe(
      'We keep your orders and their invoices, without your name or contact details, and your signed contracts as you signed them, because Australian tax law requires us to keep records of every sale for five years.',
    );
    expect(retentionReason([])).toBe('You had no orders, so nothing had to be kept.');
  });
});
