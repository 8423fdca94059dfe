import type { UploadType } from '@showroom/domain';
import sharp from 'sharp';

/*
 * Licence images are re-encoded (security probe N5): the pixels are decoded and written anew by sharp (libvips),
 * so nothing of the upload but its picture is stored: no EXIF (GPS position, camera serial), XMP, ICC profile,
 * comments, PNG text chunks, nor anything appended after the image (a second JPEG, HTML). The EXIF orientation is
 * applied first, so the picture stays upright. Decoding runs on libuv's threads, off the event loop.
 */

/** Pixels a licence photo may have: 64 megapixels, more than any phone camera's JPEG that fits in 10 MB. */
export const maxLicencePixels = 64_000_000;

// Each upload is decoded once: libvips's operation cache would only keep personal pictures in memory.
sharp.cache(false);

/** The picture re-encoded in its own format, or undefined when it does not decode as one. */
export async function reencodedImage(
  bytes: Uint8Array,
  type: Extract<UploadType, 'image/jpeg' | 'image/png'>,
): Promise<Uint8Array | undefined> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: maxLicencePixels });
    // The content's magic bytes chose the type; the decoder must agree (libvips picks its loader the same way).
    if ((await image.metadata()).format !== (type === 'image/jpeg' ? 'jpeg' : 'png')) return undefined;
    image.rotate();
    const written = type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : image.png();
    return new Uint8Array(await written.toBuffer());
  } catch {
    return undefined;
  }
}
