// The formats a photo may arrive in (DESIGN.md §9), told by their first bytes
// ("magic numbers"), never by the file name or the Content-Type a client sent.
// Anything else (SVG, PDF, TIFF, HTML named .jpg) is refused before a decoder
// ever sees it: libvips reads many formats we have no reason to parse. The
// browser asks the same question when a photo is chosen, so a file the server
// would refuse is refused at once.

export type ImageType = 'jpeg' | 'png' | 'gif' | 'webp' | 'heif'

// ISO-BMFF brands of HEIC and AVIF files (the "ftyp" box at byte 4)
const HEIF_BRANDS = new Set([
  'avif',
  'avis',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
])

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

const startsWith = (bytes: Uint8Array, prefix: number[]) =>
  prefix.every((byte, index) => bytes[index] === byte)

/** The image format the bytes announce, or null for anything we do not accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12) return null
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  const head = ascii(bytes, 0, 6)
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heif'
  return null
}
