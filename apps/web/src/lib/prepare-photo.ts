import {
  IMAGE_MESSAGES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  UPLOAD_MAX_BYTES_DEFAULT,
  sniffImageType,
} from '@platewise/core'

// A photo is checked and fitted into the server's limits when it is chosen
// (issue 24), so what the person sees is what will be sent: a file that is not
// an image is refused at once, and a phone photo over 10 MB or 40 megapixels
// is made smaller here instead of being refused by the server after posting.

const megabytes = UPLOAD_MAX_BYTES_DEFAULT / 1024 / 1024

export const PHOTO_MESSAGES = {
  notImage: IMAGE_MESSAGES.unsupported,
  unreadable: IMAGE_MESSAGES.unreadable,
  tooLarge: `This photo is larger than ${megabytes} MB and could not be made smaller here. Please choose a smaller one.`,
  preparing: 'Preparing photo...',
} as const

/** JPEG qualities tried, best first, until the photo fits the limit. */
const JPEG_QUALITIES = [0.9, 0.82, 0.72, 0.6]

export type PreparedPhoto =
  | {
      ok: true
      /** What to send: the chosen file, or a smaller JPEG drawn from it */
      file: File
      /** Whether this browser can show it (a HEIC often cannot; the server can still read it) */
      previewable: boolean
    }
  | { ok: false; message: string }

/** The image format the first bytes of `file` announce, as the server tells it. */
async function typeOf(file: File) {
  try {
    return sniffImageType(new Uint8Array(await readBytes(file.slice(0, 32))))
  } catch {
    return null
  }
}

/** A blob's bytes, through FileReader, which every browser (and jsdom) has. */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsArrayBuffer(blob)
  })
}

/** The photo's pixels, upright as its EXIF orientation says; null when this browser cannot decode it. */
async function decode(file: File): Promise<ImageBitmap | null> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return null
  }
}

/**
 * A chosen file as it will be sent: refused when it is not an image (or cannot
 * be read), made smaller when it is over the upload limit or the pixel limit,
 * as it is otherwise. `limitBytes` is the server's default UPLOAD_MAX_BYTES.
 */
export async function preparePhoto(
  file: File,
  limitBytes = UPLOAD_MAX_BYTES_DEFAULT,
): Promise<PreparedPhoto> {
  const type = await typeOf(file)
  if (!type) return { ok: false, message: PHOTO_MESSAGES.notImage }
  const fitsBytes = file.size <= limitBytes

  // a browser without createImageBitmap cannot resize: a photo that fits goes as it is
  if (typeof createImageBitmap !== 'function') {
    return fitsBytes
      ? { ok: true, file, previewable: true }
      : { ok: false, message: PHOTO_MESSAGES.tooLarge }
  }
  const bitmap = await decode(file)
  if (!bitmap) {
    // a HEIC this browser cannot decode: the server may, when it fits
    if (type === 'heif' && fitsBytes) return { ok: true, file, previewable: false }
    return {
      ok: false,
      message: type === 'heif' ? PHOTO_MESSAGES.tooLarge : PHOTO_MESSAGES.unreadable,
    }
  }
  try {
    if (fitsBytes && bitmap.width * bitmap.height <= MAX_IMAGE_PIXELS) {
      return { ok: true, file, previewable: true }
    }
    const smaller = await shrink(bitmap, limitBytes)
    if (!smaller) return { ok: false, message: PHOTO_MESSAGES.tooLarge }
    const jpeg = new File([smaller], jpegName(file.name), { type: 'image/jpeg' })
    return { ok: true, file: jpeg, previewable: true }
  } finally {
    bitmap.close()
  }
}

/**
 * The photo as a JPEG within the limits: at most MAX_IMAGE_SIDE on its long
 * side (the server keeps no more than that anyway), at the best quality that
 * fits `limitBytes`; null if none does.
 */
async function shrink(bitmap: ImageBitmap, limitBytes: number): Promise<Blob | null> {
  const { width, height } = bitmap
  const scale = Math.min(
    1,
    MAX_IMAGE_SIDE / Math.max(width, height),
    Math.sqrt(MAX_IMAGE_PIXELS / (width * height)),
  )
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(width * scale))
  canvas.height = Math.max(1, Math.round(height * scale))
  const context = canvas.getContext('2d')
  if (!context) return null
  // a JPEG has no transparency: a transparent PNG gets white behind it, not black
  context.fillStyle = '#fff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  for (const quality of JPEG_QUALITIES) {
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    )
    if (blob && blob.size <= limitBytes) return blob
  }
  return null
}

/** 'IMG_2041.HEIC' becomes 'IMG_2041.jpg'. */
const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, '') || 'photo'}.jpg`
