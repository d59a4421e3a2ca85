import sharp from 'sharp'
import type { Random } from '../demo-random'
import { berry, blob, leaf, shade, type Point } from './photo-kit'

// Profile pictures for the demo people: a fruit or a small food on a soft
// colour, the kind of picture people who would rather not show their face pick.

const SIZE = 400
const CENTRE: Point = { x: SIZE / 2, y: SIZE / 2 }

export const AVATAR_MOTIFS = [
  'avocado',
  'orange',
  'strawberry',
  'cherries',
  'sprout',
  'latte',
  'egg',
  'watermelon',
  'kiwi',
  'lemon',
] as const
export type AvatarMotif = (typeof AVATAR_MOTIFS)[number]

const BACKGROUNDS = ['#fde2c8', '#d9f0e3', '#dbe7fb', '#f9d8e0', '#efe3fb', '#fff1b8', '#d6eef2']

function citrus(colour: string, flesh: string) {
  const segments = Array.from({ length: 10 }, (_, index) => {
    const angle = (index / 10) * Math.PI * 2
    const next = ((index + 1) / 10) * Math.PI * 2
    const r = 118
    return `<path d="M200,200 L${200 + Math.cos(angle + 0.05) * r},${200 + Math.sin(angle + 0.05) * r} A${r},${r} 0 0 1 ${200 + Math.cos(next - 0.05) * r},${200 + Math.sin(next - 0.05) * r} Z" fill="${flesh}"/>`
  })
  return `<circle cx="200" cy="200" r="140" fill="${colour}"/><circle cx="200" cy="200" r="126" fill="#fdf6e3"/>${segments.join('')}<circle cx="200" cy="200" r="10" fill="#fdf6e3"/>`
}

const MOTIFS: Record<AvatarMotif, (random: Random) => string> = {
  avocado: () =>
    `<ellipse cx="200" cy="215" rx="120" ry="150" fill="#3f5f22"/><ellipse cx="200" cy="218" rx="104" ry="134" fill="#c9dc7a"/><ellipse cx="200" cy="222" rx="80" ry="108" fill="#dfe9a0" opacity="0.6"/><circle cx="200" cy="250" r="52" fill="#8a5a33"/><circle cx="186" cy="236" r="14" fill="#b07a4f"/>`,
  orange: () => citrus('#f08a24', '#f7a947'),
  lemon: () => citrus('#f2cf3a', '#f7e27a'),
  strawberry: (random) =>
    `<path d="M200,340 C90,260 90,130 200,140 C310,130 310,260 200,340 Z" fill="#d7263d"/>` +
    Array.from(
      { length: 22 },
      () =>
        `<ellipse cx="${random.between(140, 260)}" cy="${random.between(160, 280)}" rx="4" ry="6" fill="#f6d66a"/>`,
    ).join('') +
    [-50, -20, 20, 50]
      .map((dx) => leaf(random, { x: 200 + dx, y: 132 }, 60, '#4f8a2f', dx * 1.5))
      .join(''),
  cherries: (random) =>
    `<path d="M150,250 Q170,140 240,90 M260,240 Q250,150 240,90" stroke="#6b4a2a" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    leaf(random, { x: 270, y: 100 }, 80, '#4f8a2f', 60) +
    berry(random, { x: 150, y: 265 }, 62, '#b3122d') +
    berry(random, { x: 262, y: 255 }, 62, '#c2183a'),
  sprout: (random) =>
    `<path d="M200,330 L200,200" stroke="#6aa84f" stroke-width="14" stroke-linecap="round"/>` +
    leaf(random, { x: 145, y: 175 }, 140, '#5b9a3c', -55) +
    leaf(random, { x: 255, y: 160 }, 160, '#6fb24a', 55) +
    `<ellipse cx="200" cy="335" rx="90" ry="18" fill="#8a5a33" opacity="0.6"/>`,
  latte: () =>
    `<circle cx="200" cy="200" r="150" fill="#f4f1ea"/><circle cx="200" cy="200" r="122" fill="#b07a4f"/><circle cx="200" cy="200" r="122" fill="url(#gloss)" opacity="0.25"/><path d="M200,270 C120,210 140,130 200,170 C260,130 280,210 200,270 Z" fill="#f3e3cc"/><rect x="340" y="185" width="50" height="30" rx="15" fill="#f4f1ea"/>`,
  egg: (random) =>
    blob(random, CENTRE, 150, 135, '#fbf8f1') +
    `<circle cx="205" cy="195" r="62" fill="#f2a81d"/><circle cx="185" cy="175" r="18" fill="#ffffff" opacity="0.5"/>`,
  watermelon: (random) =>
    `<path d="M60,170 A140,140 0 0 0 340,170 Z" fill="#3d8b37"/><path d="M75,170 A125,125 0 0 0 325,170 Z" fill="#e9f5d0"/><path d="M88,170 A112,112 0 0 0 312,170 Z" fill="#ef4a5a"/>` +
    Array.from(
      { length: 9 },
      (_, index) =>
        `<ellipse cx="${120 + index * 20}" cy="${200 + random.between(0, 50) * Math.sin((index / 8) * Math.PI)}" rx="5" ry="8" fill="#2b1d1d"/>`,
    ).join(''),
  kiwi: (random) =>
    `<circle cx="200" cy="200" r="140" fill="#7a5a32"/><circle cx="200" cy="200" r="128" fill="#8cbf3f"/><circle cx="200" cy="200" r="70" fill="#b5d66a"/><circle cx="200" cy="200" r="38" fill="#f1f5d8"/>` +
    Array.from({ length: 24 }, (_, index) => {
      const angle = (index / 24) * Math.PI * 2
      const r = random.between(50, 62)
      return `<ellipse cx="${200 + Math.cos(angle) * r}" cy="${200 + Math.sin(angle) * r}" rx="3.5" ry="6" fill="#1f1a14" transform="rotate(${(angle * 180) / Math.PI + 90} ${200 + Math.cos(angle) * r} ${200 + Math.sin(angle) * r})"/>`
    }).join(''),
}

/** A square profile picture as a PNG, as someone would upload one. */
export async function drawAvatar(random: Random, motif: AvatarMotif): Promise<Uint8Array> {
  const background = random.pick(BACKGROUNDS)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">
  <defs><radialGradient id="gloss" cx="0.35" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <radialGradient id="wash" cx="0.3" cy="0.25" r="0.9"><stop offset="0" stop-color="${shade(background, 0.4)}"/><stop offset="1" stop-color="${shade(background, -0.08)}"/></radialGradient></defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#wash)"/>
  <g transform="rotate(${random.between(-12, 12)} 200 200)">${MOTIFS[motif](random)}</g>
</svg>`
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer())
}
