import { testDriveWebkeyPattern } from '@showroom/domain';

/**
 * Reads `/test-drive/{QRcode?}/{webkey?}` (spec 002 section 2): a segment shaped like a webkey (32 base64url
 * characters, 192 bits) is the booking's key, any other the printed QR code that brought the visitor.
 * @example testDriveRouteParams('X9', undefined) // { qrCode: 'X9', webkey: undefined }
 */
export function testDriveRouteParams(
  first: string | undefined,
  second: string | undefined,
): { qrCode: string | undefined; webkey: string | undefined } {
  const segments = [first, second].filter((s): s is string => Boolean(s));
  const webkey = segments.find((s) => testDriveWebkeyPattern.test(s));
  const qrCode = segments.find((s) => s !== webkey)?.slice(0, 30);
  return { qrCode, webkey };
}
