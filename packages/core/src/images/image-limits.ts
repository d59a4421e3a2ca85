// The limits of an uploaded photo (DESIGN.md §9, decision 009), in one place for
// the server that enforces them and the browser that fits a photo into them
// before it is sent.

/** The largest upload by default: 10 MB (MiB, 10,485,760 bytes); the server's UPLOAD_MAX_BYTES may differ. */
export const UPLOAD_MAX_BYTES_DEFAULT = 10 * 1024 * 1024

/** 40 megapixels: a 50 MP phone photo would be refused, anything a person shares fits. */
export const MAX_IMAGE_PIXELS = 40_000_000

/** The long side of what the server keeps: enough for a retina screen's full width. */
export const MAX_IMAGE_SIDE = 2048

export const IMAGE_MESSAGES = {
  unsupported: 'Please choose a JPEG, PNG, WebP, GIF, HEIC or AVIF image.',
  unreadable: 'This image could not be read. Please choose another one.',
  tooManyPixels: `This image is too large. Please choose one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
} as const
