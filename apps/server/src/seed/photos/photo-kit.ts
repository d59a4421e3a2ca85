import type { Random } from '../demo-random'

// The pieces a demo food photo is drawn from, as SVG: the table, plates and
// bowls, cutlery, and small foods (a tomato, a leaf, a grain of rice). A dish
// (dish-painters.ts) arranges them; draw-dish-photo.ts renders the SVG. Shapes
// are seen from above, as most people photograph their plate.

export const PHOTO_WIDTH = 1200
export const PHOTO_HEIGHT = 900

export interface Point {
  x: number
  y: number
}

const clampByte = (value: number) => Math.max(0, Math.min(255, Math.round(value)))

/** The colour lighter (amount > 0) or darker (amount < 0), amount in -1..1. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16)
  const channels = [value >> 16, (value >> 8) & 0xff, value & 0xff].map((channel) =>
    amount >= 0 ? channel + (255 - channel) * amount : channel * (1 + amount),
  )
  return `#${channels.map((channel) => clampByte(channel).toString(16).padStart(2, '0')).join('')}`
}

/** A colour a little different each time, as no two tomatoes are the same red. */
export const vary = (random: Random, hex: string, spread = 0.08) =>
  shade(hex, random.between(-spread, spread))

const f = (value: number) => value.toFixed(1)

/** Points inside a circle, kept apart from each other when there is room. */
export function scatter(
  random: Random,
  centre: Point,
  radius: number,
  count: number,
  minDistance: number,
): Point[] {
  const points: Point[] = []
  for (let attempt = 0; points.length < count && attempt < count * 40; attempt += 1) {
    const angle = random.between(0, Math.PI * 2)
    const distance = radius * Math.sqrt(random.next())
    const point = {
      x: centre.x + Math.cos(angle) * distance,
      y: centre.y + Math.sin(angle) * distance,
    }
    const crowded = points.some(
      (other) => Math.hypot(other.x - point.x, other.y - point.y) < minDistance,
    )
    if (!crowded || attempt > count * 30) points.push(point)
  }
  return points
}

/** A closed, wobbly round shape (a potato, a dollop), as a smooth path. */
export function blobPath(
  random: Random,
  centre: Point,
  rx: number,
  ry: number,
  // large shapes wobble less, or a sauce would look like a torn sheet
  wobble = Math.min(0.18, 16 / Math.max(rx, ry)),
) {
  const count = 9
  const rotation = random.between(0, Math.PI * 2)
  const points = Array.from({ length: count }, (_, index) => {
    const angle = rotation + (index / count) * Math.PI * 2
    const scale = 1 + random.between(-wobble, wobble)
    return {
      x: centre.x + Math.cos(angle) * rx * scale,
      y: centre.y + Math.sin(angle) * ry * scale,
    }
  })
  // a closed Catmull-Rom curve through the points, written as cubic Béziers
  const at = (index: number) => points[(index + count) % count]!
  let path = `M${f(at(0).x)},${f(at(0).y)}`
  for (let index = 0; index < count; index += 1) {
    const [p0, p1, p2, p3] = [at(index - 1), at(index), at(index + 1), at(index + 2)]
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 }
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 }
    path += ` C${f(c1.x)},${f(c1.y)} ${f(c2.x)},${f(c2.y)} ${f(p2.x)},${f(p2.y)}`
  }
  return `${path} Z`
}

export const blob = (
  random: Random,
  centre: Point,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
) => `<path d="${blobPath(random, centre, rx, ry)}" fill="${fill}" ${extra}/>`

/** Shared definitions: soft shadows, the light, a glossy highlight. */
export function photoDefs() {
  return `<defs>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="14"/>
    <feOffset dx="10" dy="16" result="blur"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.38"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="food-shadow" x="-10%" y="-10%" width="120%" height="120%">
    <feGaussianBlur in="SourceAlpha" stdDeviation="3"/>
    <feOffset dx="2" dy="4" result="blur"/>
    <feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer>
    <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
  </filter>
  <filter id="soft" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="1.2"/></filter>
  <radialGradient id="light" cx="0.3" cy="0.22" r="0.95">
    <stop offset="0" stop-color="#fff8e8" stop-opacity="0.28"/>
    <stop offset="0.55" stop-color="#fff8e8" stop-opacity="0"/>
    <stop offset="1" stop-color="#1a120b" stop-opacity="0.34"/>
  </radialGradient>
  <radialGradient id="gloss" cx="0.35" cy="0.3" r="0.6">
    <stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/>
    <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
  </radialGradient>
</defs>`
}

/** Light from the top left and a darker edge, laid over everything. */
export function photoFinish() {
  return `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#light)"/>`
}

export type TableKind = 'oak' | 'walnut' | 'marble' | 'linen' | 'slate'

/** The surface under the plate. */
export function table(random: Random, kind: TableKind): string {
  const parts: string[] = []
  if (kind === 'oak' || kind === 'walnut') {
    const base = kind === 'oak' ? '#c89a66' : '#7a4f33'
    const planks = 5
    const width = PHOTO_WIDTH / planks
    for (let index = 0; index < planks; index += 1) {
      const x = index * width
      parts.push(
        `<rect x="${f(x)}" y="0" width="${f(width + 1)}" height="${PHOTO_HEIGHT}" fill="${vary(random, base, 0.09)}"/>`,
      )
      for (let line = 0; line < 14; line += 1) {
        const lx = x + random.between(6, width - 6)
        const sway = random.between(-14, 14)
        parts.push(
          `<path d="M${f(lx)},0 C${f(lx + sway)},${PHOTO_HEIGHT * 0.3} ${f(lx - sway)},${PHOTO_HEIGHT * 0.7} ${f(lx + sway / 2)},${PHOTO_HEIGHT}" stroke="${shade(base, random.between(-0.35, -0.15))}" stroke-width="${f(random.between(0.8, 2.6))}" fill="none" opacity="${f(random.between(0.25, 0.55))}"/>`,
        )
      }
      parts.push(
        `<rect x="${f(x - 1.5)}" y="0" width="3" height="${PHOTO_HEIGHT}" fill="${shade(base, -0.5)}" opacity="0.55"/>`,
      )
    }
  } else if (kind === 'marble') {
    parts.push(`<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="#eeece8"/>`)
    for (let vein = 0; vein < 7; vein += 1) {
      const y = random.between(-100, PHOTO_HEIGHT + 100)
      const points = Array.from(
        { length: 5 },
        (_, index) => `${f(index * 320 - 40)},${f(y + random.between(-160, 160))}`,
      )
      parts.push(
        `<path d="M${points[0]} Q${points[1]} ${points[2]} T${points[4]}" stroke="#9b9890" stroke-width="${f(random.between(1, 5))}" fill="none" opacity="${f(random.between(0.15, 0.4))}" filter="url(#soft)"/>`,
      )
    }
  } else if (kind === 'linen') {
    const base = random.pick(['#e9dfcf', '#dfe3dc', '#efe4da'])
    parts.push(`<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="${base}"/>`)
    for (let y = 0; y < PHOTO_HEIGHT; y += 6) {
      parts.push(
        `<rect x="0" y="${y}" width="${PHOTO_WIDTH}" height="2" fill="${shade(base, -0.08)}" opacity="0.5"/>`,
      )
    }
    for (let x = 0; x < PHOTO_WIDTH; x += 7) {
      parts.push(
        `<rect x="${x}" y="0" width="2" height="${PHOTO_HEIGHT}" fill="${shade(base, 0.1)}" opacity="0.35"/>`,
      )
    }
  } else {
    parts.push(`<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="#3b3f44"/>`)
    for (let index = 0; index < 40; index += 1) {
      parts.push(
        blob(
          random,
          { x: random.between(0, PHOTO_WIDTH), y: random.between(0, PHOTO_HEIGHT) },
          random.between(40, 160),
          random.between(20, 90),
          shade('#3b3f44', random.between(-0.2, 0.15)),
          `opacity="0.35" filter="url(#soft)"`,
        ),
      )
    }
  }
  return parts.join('\n')
}

export interface Vessel {
  centre: Point
  /** Where food may go */
  radius: number
  svg: string
}

/** A flat plate: a rim with a little shading and a well for the food. */
export function plate(centre: Point, radius: number, color = '#f7f5f0'): Vessel {
  const id = `plate${Math.round(centre.x)}${Math.round(centre.y)}`
  const svg = `<radialGradient id="${id}" cx="0.45" cy="0.4" r="0.6">
    <stop offset="0" stop-color="${shade(color, 0.4)}"/>
    <stop offset="0.78" stop-color="${color}"/>
    <stop offset="1" stop-color="${shade(color, -0.12)}"/>
  </radialGradient>
  <circle cx="${f(centre.x)}" cy="${f(centre.y)}" r="${f(radius)}" fill="url(#${id})" filter="url(#shadow)"/>
  <circle cx="${f(centre.x)}" cy="${f(centre.y)}" r="${f(radius * 0.74)}" fill="${shade(color, 0.2)}" stroke="${shade(color, -0.1)}" stroke-width="3"/>
  <circle cx="${f(centre.x + 2)}" cy="${f(centre.y + 3)}" r="${f(radius * 0.72)}" fill="none" stroke="${shade(color, -0.06)}" stroke-width="6" opacity="0.6"/>`
  return { centre, radius: radius * 0.7, svg }
}

/** A bowl seen from above: a coloured outside, a rim, and a darker inside. */
export function bowl(centre: Point, radius: number, outside: string, inside = '#f4f1ea'): Vessel {
  const id = `bowl${Math.round(centre.x)}${Math.round(centre.y)}`
  const svg = `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">
    <stop offset="0.7" stop-color="${inside}"/>
    <stop offset="1" stop-color="${shade(inside, -0.25)}"/>
  </radialGradient>
  <circle cx="${f(centre.x)}" cy="${f(centre.y)}" r="${f(radius)}" fill="${outside}" filter="url(#shadow)"/>
  <circle cx="${f(centre.x)}" cy="${f(centre.y)}" r="${f(radius * 0.93)}" fill="${shade(inside, 0.3)}"/>
  <circle cx="${f(centre.x)}" cy="${f(centre.y)}" r="${f(radius * 0.88)}" fill="url(#${id})"/>`
  return { centre, radius: radius * 0.84, svg }
}

/** A fork and a knife lying side by side. */
export function cutlery(x: number, y: number, angle: number) {
  const metal = `<linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#9aa0a6"/><stop offset="0.45" stop-color="#eef0f2"/><stop offset="1" stop-color="#8d939a"/>
  </linearGradient>`
  const fork = `<g>
    <rect x="-9" y="60" width="18" height="230" rx="9" fill="url(#metal)"/>
    <path d="M-24,-70 L-24,20 Q-24,62 0,66 Q24,62 24,20 L24,-70 L17,-70 L17,18 L9,18 L9,-70 L3,-70 L3,18 L-3,18 L-3,-70 L-9,-70 L-9,18 L-17,18 L-17,-70 Z" fill="url(#metal)"/>
  </g>`
  const knife = `<g transform="translate(70,0)">
    <rect x="-9" y="70" width="18" height="220" rx="9" fill="url(#metal)"/>
    <path d="M-11,70 L-11,-90 Q10,-80 13,-20 L11,70 Z" fill="url(#metal)"/>
  </g>`
  return `<defs>${metal}</defs><g transform="translate(${f(x)},${f(y)}) rotate(${f(angle)})" filter="url(#shadow)">${fork}${knife}</g>`
}

/** A folded napkin under the cutlery. */
export function napkin(random: Random, x: number, y: number, color: string) {
  return `<g transform="translate(${f(x)},${f(y)}) rotate(${f(random.between(-8, 8))})" filter="url(#shadow)">
    <rect x="-95" y="-260" width="190" height="520" rx="6" fill="${color}"/>
    <rect x="-95" y="-260" width="190" height="520" rx="6" fill="none" stroke="${shade(color, -0.15)}" stroke-width="3" stroke-dasharray="2 6"/>
    <line x1="-20" y1="-260" x2="-20" y2="260" stroke="${shade(color, -0.12)}" stroke-width="4" opacity="0.6"/>
  </g>`
}

/** A glass of water, seen from above. */
export function glass(x: number, y: number, radius: number) {
  return `<g filter="url(#shadow)">
    <circle cx="${f(x)}" cy="${f(y)}" r="${f(radius)}" fill="#dfeef2" opacity="0.55" stroke="#ffffff" stroke-width="5"/>
    <circle cx="${f(x)}" cy="${f(y)}" r="${f(radius * 0.82)}" fill="#cfe6ee" opacity="0.6"/>
    <ellipse cx="${f(x - radius * 0.35)}" cy="${f(y - radius * 0.4)}" rx="${f(radius * 0.3)}" ry="${f(radius * 0.14)}" fill="#ffffff" opacity="0.7" transform="rotate(-35 ${f(x)} ${f(y)})"/>
  </g>`
}

// Small foods. Each takes its place and size and answers SVG.

export function leaf(random: Random, at: Point, length: number, color: string, angle?: number) {
  const rotation = angle ?? random.between(0, 360)
  const width = length * random.between(0.35, 0.55)
  const fill = vary(random, color, 0.12)
  return `<g transform="translate(${f(at.x)},${f(at.y)}) rotate(${f(rotation)})">
    <path d="M0,${f(-length / 2)} C${f(width)},${f(-length / 4)} ${f(width * 0.8)},${f(length / 3)} 0,${f(length / 2)} C${f(-width * 0.8)},${f(length / 3)} ${f(-width)},${f(-length / 4)} 0,${f(-length / 2)} Z" fill="${fill}"/>
    <path d="M0,${f(-length / 2 + 4)} L0,${f(length / 2 - 2)}" stroke="${shade(fill, 0.35)}" stroke-width="${f(Math.max(1, length / 40))}" opacity="0.7"/>
  </g>`
}

/** Ruffled salad leaves: several overlapping lobes. */
export function lettuce(random: Random, at: Point, size: number, color: string) {
  const lobes = Array.from({ length: 5 }, () =>
    blob(
      random,
      { x: at.x + random.between(-size, size) * 0.4, y: at.y + random.between(-size, size) * 0.4 },
      size * random.between(0.45, 0.7),
      size * random.between(0.35, 0.55),
      vary(random, color, 0.15),
    ),
  )
  const veins = Array.from({ length: 3 }, () => {
    const angle = random.between(0, Math.PI * 2)
    return `<path d="M${f(at.x)},${f(at.y)} L${f(at.x + Math.cos(angle) * size * 0.6)},${f(at.y + Math.sin(angle) * size * 0.6)}" stroke="${shade(color, 0.45)}" stroke-width="2" opacity="0.55"/>`
  })
  return lobes.join('') + veins.join('')
}

export function berry(random: Random, at: Point, radius: number, color: string) {
  const fill = vary(random, color, 0.1)
  return `<circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius)}" fill="${fill}"/>
  <circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius)}" fill="url(#gloss)" opacity="0.55"/>`
}

export function tomato(random: Random, at: Point, radius: number) {
  const star = Array.from({ length: 5 }, (_, index) => {
    const angle = (index / 5) * Math.PI * 2 + random.between(0, 1)
    return `<path d="M${f(at.x)},${f(at.y)} L${f(at.x + Math.cos(angle) * radius * 0.45)},${f(at.y + Math.sin(angle) * radius * 0.45)}" stroke="#4e7a2a" stroke-width="3" stroke-linecap="round"/>`
  })
  return berry(random, at, radius, '#d8321f') + (random.chance(0.5) ? star.join('') : '')
}

/** A cherry tomato cut in half: the red wall, the jelly and the seeds. */
export function halfTomato(random: Random, at: Point, radius: number) {
  const seeds = Array.from({ length: 6 }, (_, index) => {
    const angle = (index / 6) * Math.PI * 2
    return `<ellipse cx="${f(at.x + Math.cos(angle) * radius * 0.45)}" cy="${f(at.y + Math.sin(angle) * radius * 0.45)}" rx="${f(radius * 0.12)}" ry="${f(radius * 0.07)}" fill="#f6d66a" transform="rotate(${f((angle * 180) / Math.PI)} ${f(at.x + Math.cos(angle) * radius * 0.45)} ${f(at.y + Math.sin(angle) * radius * 0.45)})"/>`
  })
  return `<circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius)}" fill="${vary(random, '#d4301d')}"/>
  <circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius * 0.78)}" fill="#e85a3c"/>
  <circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius * 0.22)}" fill="#f28a6a"/>${seeds.join('')}`
}

export function cucumberSlice(random: Random, at: Point, radius: number) {
  const seeds = Array.from({ length: 7 }, (_, index) => {
    const angle = (index / 7) * Math.PI * 2
    return `<ellipse cx="${f(at.x + Math.cos(angle) * radius * 0.35)}" cy="${f(at.y + Math.sin(angle) * radius * 0.35)}" rx="${f(radius * 0.1)}" ry="${f(radius * 0.06)}" fill="#e9f2cf"/>`
  })
  void random
  return `<circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius)}" fill="#2f6b2a"/>
  <circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius * 0.86)}" fill="#cfe3a3"/>
  <circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius * 0.5)}" fill="#dcebb8"/>${seeds.join('')}`
}

/** A cube or slab of something (feta, salmon, tofu), turned a little. */
export function cube(random: Random, at: Point, size: number, color: string, stripes?: string) {
  const fill = vary(random, color, 0.06)
  const lines = stripes
    ? [0.3, 0.6]
        .map(
          (t) =>
            `<path d="M${f(-size / 2)},${f(-size / 2 + size * t)} Q0,${f(-size / 2 + size * t - 6)} ${f(size / 2)},${f(-size / 2 + size * t + 4)}" stroke="${stripes}" stroke-width="${f(size / 10)}" fill="none" opacity="0.8"/>`,
        )
        .join('')
    : ''
  return `<g transform="translate(${f(at.x)},${f(at.y)}) rotate(${f(random.between(0, 90))})">
    <rect x="${f(-size / 2)}" y="${f(-size / 2)}" width="${f(size)}" height="${f(size * random.between(0.85, 1.05))}" rx="${f(size / 6)}" fill="${fill}"/>
    <rect x="${f(-size / 2)}" y="${f(-size / 2)}" width="${f(size * 0.5)}" height="${f(size * 0.4)}" rx="${f(size / 8)}" fill="${shade(fill, 0.25)}" opacity="0.5"/>${lines}
  </g>`
}

/** A grilled strip (chicken, steak) with dark grill marks. */
export function grilledStrip(
  random: Random,
  at: Point,
  length: number,
  color: string,
  angle?: number,
) {
  const width = length * random.between(0.28, 0.38)
  const fill = vary(random, color, 0.06)
  const marks = [-0.25, 0.05, 0.35].map(
    (t) =>
      `<line x1="${f(length * t - width * 0.3)}" y1="${f(-width / 2)}" x2="${f(length * t + width * 0.3)}" y2="${f(width / 2)}" stroke="${shade(fill, -0.55)}" stroke-width="${f(width / 5)}" stroke-linecap="round" opacity="0.8"/>`,
  )
  return `<g transform="translate(${f(at.x)},${f(at.y)}) rotate(${f(angle ?? random.between(0, 180))})">
    <rect x="${f(-length / 2)}" y="${f(-width / 2)}" width="${f(length)}" height="${f(width)}" rx="${f(width / 2.4)}" fill="${fill}"/>
    <rect x="${f(-length / 2 + 4)}" y="${f(-width / 2 + 3)}" width="${f(length - 8)}" height="${f(width / 3)}" rx="${f(width / 6)}" fill="${shade(fill, 0.25)}" opacity="0.45"/>
    ${marks.join('')}
  </g>`
}

/** A crescent slice (avocado, a lemon wedge): the flesh with a rim of skin along its back. */
export function crescent(
  random: Random,
  at: Point,
  length: number,
  flesh: string,
  skin: string,
  angle?: number,
) {
  const half = length / 2
  const moon = (outer: number, inner: number) =>
    `M${f(-half)},0 A${f(half)},${f(outer)} 0 0 1 ${f(half)},0 A${f(half)},${f(inner)} 0 0 0 ${f(-half)},0 Z`
  return `<g transform="translate(${f(at.x)},${f(at.y)}) rotate(${f(angle ?? random.between(0, 360))})">
    <path d="${moon(half * 0.62, half * 0.12)}" fill="${skin}"/>
    <path d="${moon(half * 0.55, half * 0.12)}" fill="${flesh}" transform="scale(0.96)"/>
    <path d="${moon(half * 0.3, half * 0.12)}" fill="${shade(flesh, 0.18)}" opacity="0.6" transform="scale(0.9)"/>
  </g>`
}

/** Slices of avocado fanned out, as they are laid on a bowl or a toast. */
export function avocadoFan(random: Random, at: Point, length: number, angle?: number) {
  const rotation = angle ?? random.between(0, 360)
  const slices = Array.from({ length: 5 }, (_, index) =>
    crescent(
      random,
      { x: (index - 2) * length * 0.13, y: (index - 2) * length * 0.05 },
      length,
      '#c2d36b',
      '#2f4a1e',
      (index - 2) * 7,
    ),
  )
  return `<g transform="translate(${f(at.x)},${f(at.y)}) rotate(${f(rotation)})">${slices.join('')}</g>`
}

export function broccoli(random: Random, at: Point, size: number) {
  const stem = `<path d="M${f(at.x)},${f(at.y)} l${f(size * 0.15)},${f(size * 0.7)}" stroke="#9cc46b" stroke-width="${f(size * 0.28)}" stroke-linecap="round"/>`
  const florets = Array.from(
    { length: 9 },
    () =>
      `<circle cx="${f(at.x + random.between(-size, size) * 0.45)}" cy="${f(at.y + random.between(-size, size * 0.4) * 0.45)}" r="${f(size * random.between(0.2, 0.3))}" fill="${vary(random, '#3f7d2c', 0.15)}"/>`,
  )
  const buds = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${f(at.x + random.between(-size, size) * 0.5)}" cy="${f(at.y + random.between(-size, size * 0.4) * 0.5)}" r="${f(size * 0.06)}" fill="#5f9c3f"/>`,
  )
  return stem + florets.join('') + buds.join('')
}

/** A mound of rice, grain by grain. */
export function riceMound(random: Random, centre: Point, radius: number, color = '#f6f2e8') {
  const parts = [
    `<path d="${blobPath(random, centre, radius, radius * 0.96, 0.04)}" fill="${shade(color, -0.08)}"/>`,
  ]
  const grains = Math.round((Math.PI * radius * radius) / 90)
  for (const point of scatter(random, centre, radius * 0.97, grains, 0)) {
    parts.push(
      `<ellipse cx="${f(point.x)}" cy="${f(point.y)}" rx="7" ry="3.2" fill="${vary(random, color, 0.04)}" stroke="${shade(color, -0.18)}" stroke-width="0.8" transform="rotate(${f(random.between(0, 180))} ${f(point.x)} ${f(point.y)})"/>`,
    )
  }
  return parts.join('')
}

/** Tiny flecks: seeds, herbs, pepper, chilli flakes. */
export function sprinkle(
  random: Random,
  centre: Point,
  radius: number,
  count: number,
  color: string,
  size = 2.5,
) {
  return scatter(random, centre, radius, count, 0)
    .map(
      (point) =>
        `<ellipse cx="${f(point.x)}" cy="${f(point.y)}" rx="${f(size)}" ry="${f(size * 0.6)}" fill="${vary(random, color, 0.1)}" transform="rotate(${f(random.between(0, 180))} ${f(point.x)} ${f(point.y)})"/>`,
    )
    .join('')
}

/** A glossy drizzle (syrup, dressing, peanut butter) across the food. */
export function drizzle(random: Random, centre: Point, radius: number, color: string, width = 8) {
  let path = `M${f(centre.x - radius)},${f(centre.y + random.between(-radius, radius) * 0.5)}`
  for (let step = 1; step <= 4; step += 1) {
    const x = centre.x - radius + (step * radius * 2) / 4
    path += ` Q${f(x - radius / 4)},${f(centre.y + random.between(-radius, radius) * 0.8)} ${f(x)},${f(centre.y + random.between(-radius, radius) * 0.5)}`
  }
  return `<path d="${path}" stroke="${color}" stroke-width="${width}" fill="none" stroke-linecap="round" opacity="0.85"/>
  <path d="${path}" stroke="#ffffff" stroke-width="${f(width / 4)}" fill="none" stroke-linecap="round" opacity="0.35" transform="translate(-1,-2)"/>`
}

/** Tangled noodles or spaghetti: loose loops around the centre. */
export function noodles(
  random: Random,
  centre: Point,
  radius: number,
  color: string,
  strands = 40,
  width = 7,
) {
  const parts: string[] = []
  for (let strand = 0; strand < strands; strand += 1) {
    const start = random.between(0, Math.PI * 2)
    const r1 = radius * random.between(0.3, 1)
    const r2 = radius * random.between(0.2, 0.95)
    const p0 = { x: centre.x + Math.cos(start) * r1, y: centre.y + Math.sin(start) * r1 }
    const p1 = {
      x: centre.x + Math.cos(start + 1.4) * r2 * 1.2,
      y: centre.y + Math.sin(start + 1.4) * r2 * 1.2,
    }
    const p2 = {
      x: centre.x + Math.cos(start + 2.6) * r1,
      y: centre.y + Math.sin(start + 2.6) * r1,
    }
    const tone = vary(random, color, 0.07)
    parts.push(
      `<path d="M${f(p0.x)},${f(p0.y)} Q${f(p1.x)},${f(p1.y)} ${f(p2.x)},${f(p2.y)}" stroke="${shade(tone, -0.2)}" stroke-width="${f(width + 1.5)}" fill="none" stroke-linecap="round"/>
      <path d="M${f(p0.x)},${f(p0.y)} Q${f(p1.x)},${f(p1.y)} ${f(p2.x)},${f(p2.y)}" stroke="${tone}" stroke-width="${f(width)}" fill="none" stroke-linecap="round"/>`,
    )
  }
  return parts.join('')
}

/** A fried or poached egg: an uneven white and a glossy yolk. */
export function egg(random: Random, at: Point, size: number, yolk = '#f2a81d') {
  return `${blob(random, at, size, size * 0.85, '#fbf8f1')}
  <circle cx="${f(at.x + random.between(-6, 6))}" cy="${f(at.y + random.between(-6, 6))}" r="${f(size * 0.42)}" fill="${yolk}"/>
  <circle cx="${f(at.x - size * 0.1)}" cy="${f(at.y - size * 0.12)}" r="${f(size * 0.16)}" fill="#ffffff" opacity="0.45"/>`
}

/** A banana slice: a pale disc with a ring of tiny seeds. */
export function bananaSlice(random: Random, at: Point, radius: number) {
  const seeds = Array.from({ length: 5 }, (_, index) => {
    const angle = (index / 5) * Math.PI * 2 + 0.3
    return `<circle cx="${f(at.x + Math.cos(angle) * radius * 0.3)}" cy="${f(at.y + Math.sin(angle) * radius * 0.3)}" r="1.8" fill="#9a7b3c" opacity="0.8"/>`
  })
  return `<circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius)}" fill="${vary(random, '#f4e4a6', 0.04)}" stroke="#e3cd7e" stroke-width="2"/>
  <circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius * 0.45)}" fill="#efd98e" opacity="0.6"/>${seeds.join('')}`
}

/** A strawberry half: a red heart with a pale core and seeds. */
export function strawberryHalf(random: Random, at: Point, size: number) {
  const rotation = random.between(0, 360)
  return `<g transform="translate(${f(at.x)},${f(at.y)}) rotate(${f(rotation)})">
    <path d="M0,${f(size * 0.6)} C${f(-size * 0.9)},${f(size * 0.1)} ${f(-size * 0.6)},${f(-size * 0.6)} 0,${f(-size * 0.45)} C${f(size * 0.6)},${f(-size * 0.6)} ${f(size * 0.9)},${f(size * 0.1)} 0,${f(size * 0.6)} Z" fill="${vary(random, '#d7263d')}"/>
    <path d="M0,${f(size * 0.35)} C${f(-size * 0.45)},${f(size * 0.05)} ${f(-size * 0.3)},${f(-size * 0.35)} 0,${f(-size * 0.3)} C${f(size * 0.3)},${f(-size * 0.35)} ${f(size * 0.45)},${f(size * 0.05)} 0,${f(size * 0.35)} Z" fill="#f59aa3" opacity="0.85"/>
    <path d="M${f(-size * 0.25)},${f(-size * 0.5)} L0,${f(-size * 0.7)} L${f(size * 0.25)},${f(-size * 0.5)}" fill="#4f8a2f"/>
  </g>`
}

/** A raspberry: a cluster of small red drupelets. */
export function raspberry(random: Random, at: Point, radius: number) {
  const drupes = Array.from({ length: 10 }, (_, index) => {
    const angle = (index / 10) * Math.PI * 2
    const distance = index % 2 ? radius * 0.55 : radius * 0.3
    return `<circle cx="${f(at.x + Math.cos(angle) * distance)}" cy="${f(at.y + Math.sin(angle) * distance)}" r="${f(radius * 0.38)}" fill="${vary(random, '#c2185b', 0.1)}"/>`
  })
  return `<circle cx="${f(at.x)}" cy="${f(at.y)}" r="${f(radius)}" fill="#a3154b"/>${drupes.join('')}
  <circle cx="${f(at.x - radius * 0.3)}" cy="${f(at.y - radius * 0.3)}" r="${f(radius * 0.25)}" fill="#ffffff" opacity="0.3"/>`
}

/** A chunk of something roasted (potato, sweet potato): golden with darker edges. */
export function roastedChunk(random: Random, at: Point, size: number, color: string) {
  const fill = vary(random, color, 0.08)
  return `${blob(random, at, size, size * random.between(0.7, 0.95), shade(fill, -0.3))}
  ${blob(random, { x: at.x - 2, y: at.y - 2 }, size * 0.85, size * 0.72, fill)}
  <ellipse cx="${f(at.x - size * 0.25)}" cy="${f(at.y - size * 0.25)}" rx="${f(size * 0.3)}" ry="${f(size * 0.18)}" fill="${shade(fill, 0.35)}" opacity="0.5"/>`
}

/** A slice of bread: crust around a soft crumb. */
export function breadSlice(
  random: Random,
  at: Point,
  size: number,
  toasted: number,
  angle?: number,
) {
  const crust = shade('#b06a2c', -toasted * 0.3)
  const crumb = shade('#ecd3a0', -toasted * 0.25)
  const slice = (s: number) =>
    `M${f(-s * 0.5)},${f(s * 0.55)} L${f(-s * 0.5)},${f(-s * 0.15)} C${f(-s * 0.75)},${f(-s * 0.55)} ${f(-s * 0.35)},${f(-s * 0.78)} 0,${f(-s * 0.62)} C${f(s * 0.35)},${f(-s * 0.78)} ${f(s * 0.75)},${f(-s * 0.55)} ${f(s * 0.5)},${f(-s * 0.15)} L${f(s * 0.5)},${f(s * 0.55)} Z`
  const holes = Array.from(
    { length: 14 },
    () =>
      `<ellipse cx="${f(random.between(-size * 0.35, size * 0.35))}" cy="${f(random.between(-size * 0.4, size * 0.45))}" rx="${f(random.between(2, 6))}" ry="${f(random.between(1.5, 3.5))}" fill="${shade(crumb, -0.18)}" opacity="0.7"/>`,
  )
  return `<g transform="translate(${f(at.x)},${f(at.y)}) rotate(${f(angle ?? random.between(-30, 30))})">
    <path d="${slice(size)}" fill="${crust}"/>
    <g transform="scale(0.88) translate(0,2)"><path d="${slice(size)}" fill="${crumb}"/>${holes.join('')}</g>
  </g>`
}
