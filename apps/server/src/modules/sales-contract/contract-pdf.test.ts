import { contractConsentText } from '@showroom/domain';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type ContractContent, contractPdf } from './contract-pdf';

/*
 * Audit 002 #5: the signed contract ended page 1 with the heading "Signature", held "Signed by" alone on page 2 and
 * the name, time, address and consent on page 3. However long the order, the signature block is one page's.
 */

async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return pages;
}

function contract(accessories: number): ContractContent {
  const line = (label: string, amount = '$1,000.00') => ({ label, amount });
  return {
    orderNumber: 'SR-100001',
    issuedOn: '28 November 2026',
    dealer: {
      name: 'Cadillac Showroom Pty Ltd',
      businessNumber: 'ABN 00 000 000 000',
      address: '115-151 Dunning Avenue, Rosebery NSW 2018',
      motorTraderLicence: 'MD 000000',
      phone: '1800 223 455',
      email: 'sales@example.com',
    },
    buyer: Array.from({ length: 8 }, (_, i) => ({ label: `Buyer field ${i}`, value: `Value ${i}` })),
    handover: [
      { label: 'Collection at', value: 'Cadillac Experience Centre Sydney' },
      { label: 'Estimated delivery', value: '2–4 weeks' },
    ],
    payment: [{ label: 'Payment', value: 'Cash' }],
    prices: {
      selection: [
        line('LYRIQ Luxury'),
        ...Array.from({ length: accessories }, (_, i) => line(`Accessory: Item ${i}`)),
      ],
      onRoad: [line('Stamp duty'), line('Registration')],
      savings: [],
      final: [line('Drive-away price')],
    },
    signature: { fullName: 'Mia Contract', signedAt: '2026-11-28 10:00', ipAddress: '203.0.113.7' },
  };
}

describe('the contract PDF', () => {
  it('keeps the signature block on one page, wherever the page ends (audit 002 #5)', async () => {
    let breaks = 0;
    for (let accessories = 0; accessories <= 40; accessories += 1) {
      const pages = await pagesOf(await contractPdf(contract(accessories), new Date('2026-11-28T00:00:00Z')));
      if (pages.length > 1) breaks += 1;
      const signed = pages.findIndex((text) => text.includes('Signed by Mia Contract'));
      expect(signed, `${accessories} accessories`).toBeGreaterThanOrEqual(0);
      const page = pages[signed] ?? '';
      expect(page, `${accessories} accessories`).toMatch(/Signature Signed by/);
      expect(page).toContain('203.0.113.7');
      expect(page).toContain(contractConsentText.slice(-20));
    }
    // The orders tried do cross a page end.
    expect(breaks).toBeGreaterThan(10);
  });
});
