import type sharpLibrary from 'sharp';
import type { Sharp } from 'sharp';
import { imageFormats, type ImageFormat } from '../domain/image-format.js';

/**
 * Progress photos are decoded and encoded again with sharp (libvips): the orientation from EXIF
 * is baked into the pixels first, and the new file carries no metadata at all (no EXIF, GPS,
 * XMP, IPTC or comments: sharp writes none unless asked to). A file whose first bytes claim an
 * image but that does not decode is refused.
 */

export interface EncodedImage {
  bytes: Buffer;
  width: number;
  height: number;
  contentType: string;
  extension: string;
}

export interface ProcessedPhoto {
  /** Full size, same format as uploaded, without metadata. */
  original: EncodedImage;
  /** At most 400 px on its longer side, same format. */
  thumbnail: EncodedImage;
  /** At most 1024 px, JPEG: what a vision model is shown (never stored); only when asked for. */
  forAnalysis: EncodedImage | undefined;
}

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError';
}

export const thumbnailSize = 400;
const analysisSize = 1024;
/** About 80 megapixels: larger images would need more memory than a function instance has. */
const maxInputPixels = 80_000_000;

/**
 * sharp (a native module) loads on the first photo, not with the API: every other call starts
 * faster, and a platform where it could not load would lose photo uploads, not the whole API.
 */
let loaded: Promise<typeof sharpLibrary> | undefined;
function loadSharp(): Promise<typeof sharpLibrary> {
  if (!loaded) {
    loaded = import('sharp').then(({ default: sharp }) => {
      sharp.cache(false);
      return sharp;
    });
    loaded.catch(() => (loaded = undefined)); // tried again on the next photo
  }
  return loaded;
}

function encoder(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 90 });
    case 'png':
      return image.png({ compressionLevel: 6 });
    case 'webp':
      return image.webp({ quality: 90 });
  }
}

async function encode(image: Sharp, format: ImageFormat): Promise<EncodedImage> {
  const { data, info } = await encoder(image, format).toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height, ...imageFormats[format] };
}

export async function processPhoto(
  input: Uint8Array,
  format: ImageFormat,
  options: { forAnalysis: boolean },
): Promise<ProcessedPhoto> {
  const sharp = await loadSharp();
  // First frame only (an animated image becomes a still), orientation applied.
  const source = () =>
    sharp(input, { failOn: 'error', limitInputPixels: maxInputPixels, animated: false }).rotate();
  try {
    const meta = await sharp(input, { limitInputPixels: maxInputPixels }).metadata();
    if (meta.format !== format) {
      throw new UnreadableImageError(`Decoded as ${meta.format ?? 'nothing'}`);
    }
    const [original, thumbnail, forAnalysis] = await Promise.all([
      encode(source(), format),
      encode(
        source().resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true }),
        format,
      ),
      options.forAnalysis
        ? encode(
            source()
              .flatten({ background: '#ffffff' })
              .resize(analysisSize, analysisSize, { fit: 'inside', withoutEnlargement: true }),
            'jpeg',
          )
        : undefined,
    ]);
    return { original, thumbnail, forAnalysis };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(error instanceof Error ? error.message : 'Unreadable image');
  }
}
