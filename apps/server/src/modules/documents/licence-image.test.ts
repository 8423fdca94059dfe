import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  jpegWithAppendedExif,
  jpegWithMetadata,
  pngWithEverything,
  sidewaysJpeg,
} from '../../../test/support/licence-files';
import { reencodedImage } from './licence-image';

/* Licence images are decoded and written anew (security probe N5): only the picture is kept, upright. */

const text = (bytes: Uint8Array | undefined) => Buffer.from(bytes ?? []).toString('latin1');

describe('licence images', () => {
  it('keeps only the first picture of a JPEG with a second one appended, EXIF and HTML and all (probe N5)', async () => {
    const stored = await reencodedImage(jpegWithAppendedExif(), 'image/jpeg');
    for (const leak of ['GPSLatitude', 'SN-SECRET-777', 'Exif', '<html'])
      expect(text(stored)).not.toContain(leak);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 24, height: 16 });
    expect(text(await reencodedImage(jpegWithMetadata(), 'image/jpeg'))).not.toMatch(/GPS|Serial|Secret/);
  });

  it('turns a photo taken sideways upright before its EXIF goes', async () => {
    expect(await sharp(sidewaysJpeg).metadata()).toMatchObject({ orientation: 6, width: 24, height: 16 });
    const stored = await reencodedImage(sidewaysJpeg, 'image/jpeg');
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 16, height: 24 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(text(stored)).not.toContain('SN-SECRET-777');
  });

  it('keeps a PNG’s pixels without its ICC profile, text, EXIF or what follows its end', async () => {
    const stored = await reencodedImage(pngWithEverything(), 'image/png');
    for (const leak of ['SN-SECRET-777', 'iCCP', 'tEXt', 'eXIf', 'GPS', '<html']) {
      expect(text(stored)).not.toContain(leak);
    }
    const pixels = await sharp(stored).raw().toBuffer({ resolveWithObject: true });
    expect(pixels.info).toMatchObject({ width: 2, height: 2, channels: 3 });
    expect([...pixels.data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('refuses what does not decode, or decodes as another type than its first bytes claim', async () => {
    expect(await reencodedImage(jpegWithMetadata().subarray(0, 40), 'image/jpeg')).toBeUndefined();
    expect(await reencodedImage(pngWithEverything(), 'image/jpeg')).toBeUndefined();
  });
});
