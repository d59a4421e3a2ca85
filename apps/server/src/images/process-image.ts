import { IMAGE_MESSAGES, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, sniffImageType } from '@platewise/core'
import sharp from 'sharp'
import { payloadTooLarge, unsupportedMediaType } from '../http/errors'

// DESIGN.md §9 and docs/decisions/009-images.md: what is served is never what
// was uploaded, but a new WebP drawn from its pixels, so no metadata (EXIF with
// GPS, XMP, ICC, comments) and no bytes a browser might sniff as something else
// survive.

// The limits and messages live in @platewise/core: the browser fits a photo into them too.
const WEBP_QUALITY = 82

// Decoding refuses anything over the limit from the header alone, before it
// allocates the pixels; 'error' accepts the small warnings many phone JPEGs carry.
const decodeOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const

// libvips has no use for its operation cache here: every upload is new.
sharp.cache(false)

/**
 * An uploaded image as the WebP we store: turned upright by its EXIF
 * orientation, at most MAX_IMAGE_SIDE on the long side, all metadata dropped.
 * 415 for anything but a JPEG, PNG, WebP, GIF or a HEIC/AVIF that sharp can
 * decode; 413 for more than MAX_IMAGE_PIXELS.
 */
export async function processImage(bytes: Uint8Array): Promise<Buffer> {
  const type = sniffImageType(bytes)
  if (!type) throw unsupportedMediaType(IMAGE_MESSAGES.unsupported, 'UNSUPPORTED_IMAGE')

  // the header alone: format and size, nothing decoded yet (so no pixel limit here:
  // an oversized image gets its own answer below)
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unsupportedMediaType(IMAGE_MESSAGES.unreadable, 'UNREADABLE_IMAGE')
    })
  if (metadata.format !== type) {
    throw unsupportedMediaType(IMAGE_MESSAGES.unsupported, 'UNSUPPORTED_IMAGE')
  }
  const height = metadata.pageHeight ?? metadata.height
  if (metadata.width * height > MAX_IMAGE_PIXELS) {
    throw payloadTooLarge(IMAGE_MESSAGES.tooManyPixels, 'IMAGE_TOO_LARGE')
  }

  try {
    return await sharp(bytes, decodeOptions)
      .autoOrient()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      // sharp writes no metadata unless asked to (keepMetadata, withMetadata)
      .webp({ quality: WEBP_QUALITY })
      .toBuffer()
  } catch {
    // e.g. a HEIC whose HEVC codec this build of libvips does not have, or broken pixel data
    throw unsupportedMediaType(IMAGE_MESSAGES.unreadable, 'UNREADABLE_IMAGE')
  }
}
