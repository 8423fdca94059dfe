import type { OrderIds } from '../../src/modules/order/order.service';
import type { TestBrowser } from './test-browser';

/* Bodies of the order page's document calls, and a binary download with the browser's cookies. */

export const idsBody = (ids: OrderIds) => ({
  YanaCustomerID: ids.yanaCustomerID,
  YanaCustomerNo: ids.yanaCustomerNo,
  YanaOrderID: ids.yanaOrderID,
  YanaOrderNo: ids.yanaOrderNo,
  Country: ids.country,
});

export const completeDetails = {
  DriveLicenseNumber: '12345678',
  DriveLicenseExpDate: '2031-05-31',
  BillingAddress: '10 Example Street',
  BillingSuburb: 'Sydney',
  BillingPostCode: '2000',
  BillingState: 'NSW',
  RegoAddress: '10 Example Street',
  RegoSuburb: 'Sydney',
  RegoPostCode: '2000',
  RegoState: 'NSW',
};

export const licenceDoc = (DocumentType: string, bytes: Buffer, FileName = 'licence.jpg') => ({
  DocumentType,
  FileName,
  Content: bytes.toString('base64'),
});

export function detailsBody(
  ids: OrderIds,
  details: Record<string, unknown>,
  docs: ReturnType<typeof licenceDoc>[] = [],
) {
  return { customerDetails: { ...idsBody(ids), ...details }, docs };
}

/** GETs a document link as this browser: status, headers and the exact bytes. */
export async function download(browser: TestBrowser, url: string) {
  const jar = browser.jar(browser.origin);
  const response = await fetch(new URL(url, browser.origin), {
    headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

/** Opens the order's contract as the customer would (get-specific-document): the SHA-256 of the version shown. */
export async function reviewedContract(browser: TestBrowser, ids: OrderIds): Promise<string> {
  const reply = await browser.api('/api/Documents/get-specific-document', {
    ...idsBody(ids),
    Documents: ['Contract'],
  });
  if (reply.status !== 200) throw new Error(`the contract did not open: ${reply.body}`);
  return JSON.parse(reply.body).data[0].sha256;
}

/** sign-contract as the customer, naming the version they opened just before. */
export async function signReviewed(browser: TestBrowser, ids: OrderIds, fields: Record<string, unknown>) {
  const ContractSha256 = await reviewedContract(browser, ids);
  return browser.api('/api/Order/sign-contract', { ...idsBody(ids), ContractSha256, ...fields });
}
