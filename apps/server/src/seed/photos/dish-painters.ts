import type { Random } from '../demo-random'
import {
  avocadoFan,
  bananaSlice,
  berry,
  blob,
  bowl,
  breadSlice,
  broccoli,
  crescent,
  cube,
  cucumberSlice,
  drizzle,
  egg,
  grilledStrip,
  halfTomato,
  leaf,
  lettuce,
  noodles,
  plate,
  raspberry,
  riceMound,
  roastedChunk,
  scatter,
  shade,
  sprinkle,
  strawberryHalf,
  vary,
  type Point,
  type Vessel,
} from './photo-kit'

// One painter per dish of the demo posts: the vessel it is served in and the
// food on it, arranged a little differently every time.

export const DISH_KINDS = [
  'salad',
  'poke',
  'spaghetti',
  'pesto-pasta',
  'berry-oatmeal',
  'banana-oatmeal',
  'avocado-toast',
  'salmon',
  'steak',
  'pancakes',
  'yogurt',
  'curry',
  'pizza',
  'soup',
  'tacos',
  'burrito-bowl',
  'eggs-on-toast',
  'stir-fry',
  'ramen',
] as const
export type DishKind = (typeof DISH_KINDS)[number]

export interface Painting {
  vessel: Vessel
  /** Drawn over the vessel, with a soft shadow under each piece */
  food: string
  /** Drawn beside the vessel (a side of bread, a small bowl) */
  side?: string
}

type Painter = (random: Random, centre: Point) => Painting

const BOWL_COLOURS = ['#2f4a63', '#c8643f', '#e7dccb', '#5d7a5a', '#f1efe9', '#3d3a38']
const PLATE_COLOURS = ['#f7f5f0', '#efe8dc', '#e6ebee', '#f3eee6']

const around = (centre: Point, radius: number, angle: number): Point => ({
  x: centre.x + Math.cos(angle) * radius,
  y: centre.y + Math.sin(angle) * radius,
})

/** Sectors of a bowl, as poke and burrito bowls are laid out: one group of pieces per sector. */
function sectors(random: Random, vessel: Vessel, fills: ((at: Point, radius: number) => string)[]) {
  const start = random.between(0, Math.PI * 2)
  return fills
    .map((fill, index) => {
      const angle = start + (index / fills.length) * Math.PI * 2
      return fill(around(vessel.centre, vessel.radius * 0.5, angle), vessel.radius * 0.42)
    })
    .join('')
}

const pieces = (
  random: Random,
  centre: Point,
  radius: number,
  count: number,
  gap: number,
  draw: (at: Point) => string,
) => scatter(random, centre, radius, count, gap).map(draw).join('')

const salad: Painter = (random, centre) => {
  const vessel = random.chance(0.5)
    ? bowl(centre, 330, random.pick(BOWL_COLOURS))
    : plate(centre, 380, random.pick(PLATE_COLOURS))
  const r = vessel.radius
  const greens = pieces(random, centre, r * 0.88, 34, 26, (at) =>
    lettuce(random, at, random.between(70, 100), random.pick(['#6aa84f', '#4e8f3a', '#8cbf5a'])),
  )
  const chicken = pieces(random, centre, r * 0.5, 7, 50, (at) =>
    grilledStrip(random, at, random.between(115, 140), '#d9a35f'),
  )
  const toppings = [
    pieces(random, centre, r * 0.82, 9, 56, (at) => halfTomato(random, at, random.between(25, 31))),
    pieces(random, centre, r * 0.82, 8, 56, (at) =>
      cucumberSlice(random, at, random.between(30, 36)),
    ),
    pieces(random, centre, r * 0.78, 12, 40, (at) =>
      cube(random, at, random.between(26, 32), '#f7f4ea'),
    ),
    sprinkle(random, centre, r * 0.8, 70, '#2d2a26', 2.2),
  ]
  return { vessel, food: greens + chicken + toppings.join('') }
}

const poke: Painter = (random, centre) => {
  const vessel = bowl(centre, 340, random.pick(BOWL_COLOURS))
  const r = vessel.radius
  const food =
    riceMound(random, centre, r * 0.97, '#f7f3ea') +
    sectors(random, vessel, [
      (at, size) =>
        pieces(random, at, size * 0.85, 13, 34, (p) =>
          cube(random, p, random.between(44, 52), '#f07b4f', '#fbd2bc'),
        ),
      (at, size) => avocadoFan(random, at, size * 1.5),
      (at, size) =>
        pieces(random, at, size * 0.85, 30, 17, (p) =>
          blob(random, p, 14, 10, vary(random, '#7cb342', 0.1)),
        ),
      (at, size) =>
        pieces(random, at, size * 0.85, 10, 38, (p) =>
          cucumberSlice(random, p, random.between(27, 31)),
        ),
      (at, size) =>
        pieces(random, at, size * 0.8, 16, 26, (p) =>
          cube(random, p, random.between(24, 28), '#f5a623'),
        ),
    ]) +
    sprinkle(random, centre, r * 0.8, 90, '#f3ead2', 2.6) +
    sprinkle(random, centre, r * 0.8, 60, '#2b2b2b', 2.4) +
    pieces(
      random,
      centre,
      r * 0.7,
      14,
      30,
      (p) =>
        `<circle cx="${p.x}" cy="${p.y}" r="8" fill="none" stroke="#5d8f2f" stroke-width="5"/>`,
    )
  return { vessel, food }
}

const pasta =
  (sauce: 'bolognese' | 'pesto'): Painter =>
  (random, centre) => {
    const vessel = random.chance(0.6)
      ? plate(centre, 390, random.pick(PLATE_COLOURS))
      : bowl(centre, 340, random.pick(BOWL_COLOURS))
    const r = vessel.radius
    const strandColour = sauce === 'pesto' ? '#d9c071' : '#e6c27a'
    let food = noodles(random, centre, r * 0.85, strandColour, 70, 8)
    if (sauce === 'bolognese') {
      food += blob(random, centre, r * 0.58, r * 0.52, '#a8321d', 'opacity="0.95"')
      food += pieces(random, centre, r * 0.52, 70, 10, (p) =>
        blob(
          random,
          p,
          random.between(8, 14),
          random.between(6, 11),
          vary(random, '#6e2c17', 0.15),
        ),
      )
      food += noodles(random, centre, r * 0.7, strandColour, 14, 7)
    } else {
      food += noodles(random, centre, r * 0.8, '#7c9a3a', 26, 6)
      food += pieces(random, centre, r * 0.78, 11, 50, (p) =>
        halfTomato(random, p, random.between(24, 29)),
      )
    }
    food += sprinkle(random, centre, r * 0.5, 120, '#fbf6e4', 2.6)
    food += pieces(random, centre, r * 0.35, 4, 40, (p) =>
      leaf(random, p, random.between(55, 70), '#3f8a2e'),
    )
    return { vessel, food }
  }

const oatmeal =
  (fruit: 'berries' | 'banana'): Painter =>
  (random, centre) => {
    const vessel = bowl(centre, 320, random.pick(BOWL_COLOURS))
    const r = vessel.radius
    let food =
      `<circle cx="${centre.x}" cy="${centre.y}" r="${r}" fill="#d8c19a"/>` +
      pieces(random, centre, r * 0.95, 90, 0, (p) =>
        blob(
          random,
          p,
          random.between(6, 14),
          random.between(4, 9),
          vary(random, '#cdb186', 0.08),
          'opacity="0.8"',
        ),
      )
    if (fruit === 'banana') {
      food += pieces(random, around(centre, r * 0.3, random.between(0, 6)), r * 0.5, 12, 40, (p) =>
        bananaSlice(random, p, random.between(31, 36)),
      )
      food += pieces(random, centre, r * 0.75, 10, 34, (p) =>
        blob(random, p, 22, 15, vary(random, '#8a5a33', 0.1)),
      )
    } else {
      food += pieces(random, centre, r * 0.75, 34, 27, (p) =>
        berry(random, p, random.between(13, 16), '#3a3f7a'),
      )
      food += drizzle(random, centre, r * 0.55, '#b57a3c', 14)
    }
    food += sprinkle(random, centre, r * 0.6, 30, '#e9dcc0', 3)
    return { vessel, food }
  }

const avocadoToast: Painter = (random, centre) => {
  const vessel = plate(centre, 390, random.pick(PLATE_COLOURS))
  let food = ''
  for (const side of [-1, 1]) {
    const at = { x: centre.x + side * 125, y: centre.y + random.between(-25, 25) }
    const angle = side * random.between(4, 16)
    food += breadSlice(random, at, 300, 0.6, angle)
    food += `<g transform="translate(${at.x},${at.y}) rotate(${angle})">${blob(random, { x: 0, y: -5 }, 112, 120, '#8fb34a')}${pieces(random, { x: 0, y: -5 }, 95, 40, 10, (p) => blob(random, p, 10, 8, vary(random, '#a9c65d', 0.12)))}</g>`
    food += egg(random, { x: at.x, y: at.y - 10 }, 72)
    food += sprinkle(random, at, 105, 40, '#c0392b', 2.6)
    food += sprinkle(random, at, 105, 30, '#222222', 2)
  }
  food += pieces(random, centre, 280, 10, 50, (p) => leaf(random, p, 30, '#6fae3c'))
  return { vessel, food }
}

const salmon: Painter = (random, centre) => {
  const vessel = plate(centre, 390, random.pick(PLATE_COLOURS))
  const r = vessel.radius
  const fillet = around(centre, r * 0.3, random.between(0, Math.PI * 2))
  let food = `<g transform="translate(${fillet.x},${fillet.y}) rotate(${random.between(-30, 30)})">
    ${blob(random, { x: 0, y: 0 }, 175, 100, '#e07a55', '')}
    ${[-100, -50, 0, 50, 100].map((x) => `<path d="M${x},-80 Q${x + 30},0 ${x},80" stroke="#f8c7b0" stroke-width="8" fill="none" opacity="0.8"/>`).join('')}
    ${blob(random, { x: -10, y: -15 }, 135, 55, '#b8532f', 'opacity="0.45"')}
  </g>`
  const side = around(centre, r * 0.45, Math.atan2(centre.y - fillet.y, centre.x - fillet.x))
  food += pieces(random, side, r * 0.42, 11, 55, (p) =>
    roastedChunk(random, p, random.between(38, 46), '#e3b04b'),
  )
  food += pieces(random, around(side, r * 0.35, random.between(0, 6)), r * 0.38, 6, 70, (p) =>
    broccoli(random, p, random.between(66, 76)),
  )
  food += crescent(random, around(fillet, 170, random.between(0, 6)), 120, '#f6e27a', '#e0b92a')
  food += sprinkle(random, centre, r * 0.9, 40, '#3e7d2c', 2.5)
  return { vessel, food }
}

const steak: Painter = (random, centre) => {
  const vessel = plate(centre, 390, random.pick(PLATE_COLOURS))
  const r = vessel.radius
  const meat = around(centre, r * 0.25, random.between(0, Math.PI * 2))
  let food = `<g transform="translate(${meat.x},${meat.y}) rotate(${random.between(0, 180)})">
    ${blob(random, { x: 0, y: 0 }, 180, 120, '#6b3a22')}
    ${blob(random, { x: -4, y: -4 }, 162, 104, '#8a4a2b')}
    ${[-90, -35, 20, 75].map((x) => `<line x1="${x - 35}" y1="-85" x2="${x + 35}" y2="85" stroke="#3a1f12" stroke-width="12" stroke-linecap="round" opacity="0.75"/>`).join('')}
  </g>`
  food += pieces(random, around(meat, r * 0.8, random.between(0, 6)), r * 0.36, 8, 52, (p) =>
    roastedChunk(random, p, random.between(40, 48), '#e67e22'),
  )
  food += Array.from({ length: 18 }, () => {
    const p = around(centre, r * random.between(0.45, 0.8), random.between(2.2, 3.8))
    const angle = random.between(0, 180)
    return `<rect x="${p.x - 55}" y="${p.y - 6}" width="110" height="12" rx="6" fill="${vary(random, '#4f8a2b', 0.12)}" transform="rotate(${angle} ${p.x} ${p.y})"/>`
  }).join('')
  food += sprinkle(random, meat, 100, 50, '#f5f0e0', 2.2)
  return { vessel, food }
}

const pancakes: Painter = (random, centre) => {
  const vessel = plate(centre, 380, random.pick(PLATE_COLOURS))
  const stack = `<radialGradient id="pancake"><stop offset="0.55" stop-color="#e9b561"/><stop offset="0.92" stop-color="#c98a3a"/><stop offset="1" stop-color="#a8692a"/></radialGradient>`
  let food = `${stack}
    ${blob(random, { x: centre.x + 8, y: centre.y + 10 }, 225, 220, '#b97a37', '')}
    ${blob(random, centre, 215, 210, 'url(#pancake)')}
    ${blob(random, { x: centre.x - 20, y: centre.y - 10 }, 140, 120, '#a85f1c', 'opacity="0.7"')}
    ${blob(random, { x: centre.x - 30, y: centre.y - 20 }, 60, 45, '#ffffff', 'opacity="0.25"')}`
  food += pieces(random, centre, 185, 11, 46, (p) => raspberry(random, p, random.between(20, 24)))
  food += pieces(random, around(centre, 250, random.between(0, 6)), 50, 5, 28, (p) =>
    berry(random, p, 13, '#39407a'),
  )
  food += `<rect x="${centre.x - 28}" y="${centre.y - 24}" width="56" height="44" rx="8" fill="#fbe7a1" transform="rotate(${random.between(0, 60)} ${centre.x} ${centre.y})"/>`
  food += sprinkle(random, centre, 160, 40, '#ffffff', 2)
  return { vessel, food }
}

const yogurt: Painter = (random, centre) => {
  const vessel = bowl(centre, 320, random.pick(BOWL_COLOURS))
  const r = vessel.radius
  let food = `<circle cx="${centre.x}" cy="${centre.y}" r="${r}" fill="#fbfaf5"/>
    <path d="M${centre.x - r * 0.6},${centre.y} q${r * 0.3},-${r * 0.4} ${r * 0.6},0 t${r * 0.6},0" stroke="#ece8dc" stroke-width="10" fill="none"/>`
  const granola = around(centre, r * 0.35, random.between(0, 6))
  food += pieces(random, granola, r * 0.5, 80, 12, (p) =>
    blob(random, p, random.between(10, 18), random.between(7, 13), vary(random, '#c08a45', 0.15)),
  )
  food += pieces(
    random,
    { x: 2 * centre.x - granola.x, y: 2 * centre.y - granola.y },
    r * 0.4,
    8,
    52,
    (p) => strawberryHalf(random, p, random.between(50, 58)),
  )
  food += pieces(random, centre, r * 0.85, 16, 32, (p) => berry(random, p, 14, '#39407a'))
  food += drizzle(random, centre, r * 0.6, '#e8a93a', 7)
  return { vessel, food }
}

const curry: Painter = (random, centre) => {
  const vessel = bowl(centre, 330, random.pick(BOWL_COLOURS))
  const r = vessel.radius
  const sauce = random.pick(['#d4892a', '#c9672a', '#d9a23a'])
  let food = `<circle cx="${centre.x}" cy="${centre.y}" r="${r}" fill="${sauce}"/>`
  food += pieces(random, centre, r * 0.95, 40, 0, (p) =>
    blob(
      random,
      p,
      random.between(10, 30),
      random.between(8, 20),
      shade(sauce, random.between(-0.12, 0.12)),
      'opacity="0.7"',
    ),
  )
  const rice = around(centre, r * 0.45, random.between(0, 6))
  food += riceMound(random, rice, r * 0.46, '#f8f4ea')
  food += pieces(random, centre, r * 0.82, 20, 42, (p) =>
    random.chance(0.6)
      ? cube(random, p, random.between(36, 44), '#f1d9a8')
      : cube(random, p, 30, '#d03b2a'),
  )
  food += pieces(random, centre, r * 0.82, 26, 16, (p) => berry(random, p, 10, '#7bb342'))
  food += pieces(random, centre, r * 0.7, 9, 25, (p) =>
    leaf(random, p, random.between(20, 28), '#3e8e2f'),
  )
  food += `<path d="M${centre.x - r * 0.5},${centre.y + r * 0.2} q${r * 0.25},-${r * 0.2} ${r * 0.5},0 t${r * 0.5},0" stroke="#f6efe2" stroke-width="8" fill="none" opacity="0.8"/>`
  return { vessel, food }
}

const pizza: Painter = (random, centre) => {
  const vessel = plate(centre, 400, '#d7b58a')
  const r = 330
  let food = `<circle cx="${centre.x}" cy="${centre.y}" r="${r}" fill="#c7873f"/>
    <circle cx="${centre.x}" cy="${centre.y}" r="${r - 8}" fill="#dca25a"/>
    ${pieces(random, centre, r - 10, 40, 20, (p) => blob(random, p, random.between(5, 12), random.between(4, 8), '#8a4e1c', 'opacity="0.55"'))}
    <circle cx="${centre.x}" cy="${centre.y}" r="${r - 45}" fill="#c8341f"/>`
  food += pieces(random, centre, r - 70, 16, 60, (p) =>
    blob(random, p, random.between(32, 48), random.between(28, 42), vary(random, '#f6e7b9', 0.05)),
  )
  food += pieces(random, centre, r - 80, 8, 80, (p) =>
    leaf(random, p, random.between(45, 60), '#2e7d32'),
  )
  food += Array.from({ length: 4 }, (_, index) => {
    const angle = (index / 4) * Math.PI + random.between(0, 0.3)
    const a = around(centre, r, angle)
    const b = around(centre, r, angle + Math.PI)
    return `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#7a3a12" stroke-width="4" opacity="0.45"/>`
  }).join('')
  food += sprinkle(random, centre, r - 60, 40, '#5b3a1a', 2)
  return { vessel: { ...vessel, radius: r }, food }
}

const soup: Painter = (random, centre) => {
  const vessel = bowl({ x: centre.x - 60, y: centre.y }, 300, random.pick(BOWL_COLOURS))
  const r = vessel.radius
  const c = vessel.centre
  const broth = random.pick(['#b5652d', '#a9692f', '#c0793a'])
  let food = `<circle cx="${c.x}" cy="${c.y}" r="${r}" fill="${broth}"/>`
  food += pieces(random, c, r * 0.95, 140, 0, (p) =>
    blob(
      random,
      p,
      random.between(4, 8),
      random.between(3, 6),
      shade(broth, random.between(-0.2, 0.15)),
    ),
  )
  food += pieces(random, c, r * 0.8, 20, 20, (p) => cube(random, p, 16, '#e8823a'))
  food += `<path d="M${c.x - 60},${c.y - 20} q30,-40 60,0 t60,0" stroke="#fbf3e4" stroke-width="10" fill="none" stroke-linecap="round"/>`
  food += pieces(random, c, r * 0.5, 10, 15, (p) => leaf(random, p, 18, '#3f8f2f'))
  const side = breadSlice(
    random,
    { x: c.x + 380, y: c.y + 120 },
    220,
    0.2,
    random.between(-40, -10),
  )
  return { vessel, food, side }
}

const tacos: Painter = (random, centre) => {
  const vessel = plate(centre, 400, random.pick(PLATE_COLOURS))
  let food = ''
  for (const offset of [-110, 110]) {
    const at = { x: centre.x + offset, y: centre.y + random.between(-20, 20) }
    const angle = random.between(-15, 15)
    food += `<g transform="translate(${at.x},${at.y}) rotate(${angle})">
      <path d="M-80,-210 Q-150,0 -80,210 L80,210 Q150,0 80,-210 Z" fill="#e8c27a"/>
      <path d="M-60,-195 Q-115,0 -60,195 L60,195 Q115,0 60,-195 Z" fill="#8a5532"/>
      ${Array.from({ length: 60 }, () => blob(random, { x: random.between(-60, 60), y: random.between(-180, 180) }, 11, 9, vary(random, '#6a3a1f', 0.15))).join('')}
      ${Array.from({ length: 45 }, () => {
        const x = random.between(-65, 65)
        const y = random.between(-175, 175)
        return `<rect x="${x - 20}" y="${y - 4}" width="40" height="8" rx="4" fill="${vary(random, '#8cc152', 0.12)}" transform="rotate(${random.between(0, 180)} ${x} ${y})"/>`
      }).join('')}
      ${Array.from({ length: 16 }, () => cube(random, { x: random.between(-55, 55), y: random.between(-170, 170) }, 17, '#e74c3c')).join('')}
      ${Array.from({ length: 40 }, () => {
        const x = random.between(-60, 60)
        const y = random.between(-175, 175)
        return `<rect x="${x - 14}" y="${y - 2.5}" width="28" height="5" rx="2.5" fill="#f5c542" transform="rotate(${random.between(0, 180)} ${x} ${y})"/>`
      }).join('')}
      <path d="M-80,-210 Q-150,0 -80,210" stroke="#d9a95a" stroke-width="10" fill="none"/>
    </g>`
  }
  const guac = { x: centre.x + random.between(-40, 40), y: centre.y + 255 }
  food += `<circle cx="${guac.x}" cy="${guac.y}" r="70" fill="#f1efe9"/>${blob(random, guac, 55, 52, '#8fb045')}${sprinkle(random, guac, 40, 12, '#c0392b', 3)}`
  food += crescent(random, { x: centre.x + 250, y: centre.y - 200 }, 100, '#b8d66a', '#5c8f2a')
  food += pieces(random, centre, 300, 8, 40, (p) => leaf(random, p, 22, '#3d8b2f'))
  return { vessel, food }
}

const burritoBowl: Painter = (random, centre) => {
  const vessel = bowl(centre, 340, random.pick(BOWL_COLOURS))
  const r = vessel.radius
  const food =
    riceMound(random, centre, r * 0.97, '#f5efde') +
    sectors(random, vessel, [
      (at, size) =>
        pieces(random, at, size * 0.88, 70, 11, (p) =>
          blob(random, p, 12, 8, vary(random, '#2c1f2e', 0.2)),
        ),
      (at, size) =>
        pieces(random, at, size * 0.85, 9, 42, (p) => grilledStrip(random, p, 90, '#d49a52')),
      (at, size) =>
        pieces(random, at, size * 0.85, 24, 20, (p) =>
          cube(random, p, 21, random.pick(['#d9412b', '#e86a3a', '#f2e6c8'])),
        ),
      (at, size) =>
        pieces(random, at, size * 0.85, 60, 10, (p) =>
          blob(random, p, 9, 8, vary(random, '#f4c430', 0.08)),
        ),
      (at, size) =>
        pieces(random, at, size * 0.8, 10, 26, (p) => lettuce(random, p, 55, '#7cb342')),
    ]) +
    crescent(random, around(centre, r * 0.12, random.between(0, 6)), 120, '#c5df7a', '#5c8f2a') +
    sprinkle(random, centre, r * 0.8, 20, '#3d8b2f', 4)
  return { vessel, food }
}

const eggsOnToast: Painter = (random, centre) => {
  const vessel = plate(centre, 390, random.pick(PLATE_COLOURS))
  let food = breadSlice(
    random,
    { x: centre.x - 110, y: centre.y + 20 },
    230,
    0.5,
    random.between(-25, -5),
  )
  food += breadSlice(
    random,
    { x: centre.x + 110, y: centre.y + 30 },
    230,
    0.5,
    random.between(5, 25),
  )
  food += pieces(random, { x: centre.x, y: centre.y - 30 }, 160, 34, 24, (p) =>
    blob(random, p, random.between(34, 50), random.between(26, 38), vary(random, '#f6d55c', 0.06)),
  )
  food += sprinkle(random, { x: centre.x, y: centre.y - 40 }, 130, 40, '#2e7d32', 2.2)
  food += sprinkle(random, { x: centre.x, y: centre.y - 40 }, 130, 30, '#333333', 1.6)
  const banana = { x: centre.x + random.between(-60, 60), y: centre.y + 230 }
  food += `<path d="M${banana.x - 170},${banana.y - 20} Q${banana.x},${banana.y + 70} ${banana.x + 170},${banana.y - 30} Q${banana.x},${banana.y + 25} ${banana.x - 170},${banana.y - 20} Z" fill="#f3d34a" stroke="#d9b12f" stroke-width="3"/>
    <circle cx="${banana.x - 170}" cy="${banana.y - 20}" r="7" fill="#5a4a2a"/><circle cx="${banana.x + 170}" cy="${banana.y - 30}" r="6" fill="#5a4a2a"/>`
  return { vessel, food }
}

const stirFry: Painter = (random, centre) => {
  const vessel = bowl(centre, 340, random.pick(BOWL_COLOURS))
  const r = vessel.radius
  let food = riceMound(random, centre, r * 0.97, '#d8c49a')
  food += pieces(random, centre, r * 0.75, 17, 44, (p) =>
    blob(random, p, random.between(28, 36), random.between(20, 27), vary(random, '#b5702f', 0.12)),
  )
  food += pieces(random, centre, r * 0.78, 7, 70, (p) => broccoli(random, p, 62))
  food += pieces(
    random,
    centre,
    r * 0.82,
    14,
    30,
    (p) =>
      `<rect x="${p.x - 30}" y="${p.y - 7}" width="60" height="14" rx="7" fill="${vary(random, '#d63a2a', 0.1)}" transform="rotate(${random.between(0, 180)} ${p.x} ${p.y})"/>`,
  )
  food += pieces(
    random,
    centre,
    r * 0.82,
    13,
    34,
    (p) =>
      `<circle cx="${p.x}" cy="${p.y}" r="17" fill="#ee8a2c"/><circle cx="${p.x}" cy="${p.y}" r="8" fill="#f5a75a"/>`,
  )
  food += drizzle(random, centre, r * 0.6, '#6b3410', 6)
  food += sprinkle(random, centre, r * 0.8, 60, '#f4ecd0', 2.3)
  return { vessel, food }
}

const ramen: Painter = (random, centre) => {
  const vessel = bowl(centre, 350, random.pick(['#1f1f1f', '#8c2f2a', '#2f4a63', '#f1efe9']))
  const r = vessel.radius
  let food = `<circle cx="${centre.x}" cy="${centre.y}" r="${r}" fill="#d9a55c"/>`
  food += noodles(random, centre, r * 0.8, '#f1d48a', 40, 6)
  food += pieces(
    random,
    centre,
    r * 0.9,
    30,
    0,
    (p) =>
      `<circle cx="${p.x}" cy="${p.y}" r="${random.between(3, 7)}" fill="#f6d38a" opacity="0.6"/>`,
  )
  const egg = around(centre, r * 0.4, random.between(0, 6))
  food += [-34, 34]
    .map(
      (dx) =>
        `<ellipse cx="${egg.x + dx}" cy="${egg.y}" rx="38" ry="50" fill="#fbf6ec"/><ellipse cx="${egg.x + dx}" cy="${egg.y}" rx="22" ry="28" fill="#f08c1a"/>`,
    )
    .join('')
  food += pieces(
    random,
    around(centre, r * 0.45, random.between(0, 6)),
    r * 0.3,
    3,
    60,
    (p) =>
      `<circle cx="${p.x}" cy="${p.y}" r="48" fill="#c98b69"/><circle cx="${p.x}" cy="${p.y}" r="38" fill="#e8b89a"/><path d="M${p.x - 30},${p.y} q30,-20 60,0" stroke="#c98b69" stroke-width="4" fill="none"/>`,
  )
  const nori = around(centre, r * 0.7, random.between(0, 6))
  food += `<rect x="${nori.x - 55}" y="${nori.y - 75}" width="110" height="150" fill="#1e2b1f" transform="rotate(${random.between(-20, 20)} ${nori.x} ${nori.y})"/>`
  food += pieces(
    random,
    centre,
    r * 0.8,
    24,
    12,
    (p) => `<circle cx="${p.x}" cy="${p.y}" r="7" fill="none" stroke="#5fa83a" stroke-width="4"/>`,
  )
  food += `<g transform="rotate(${random.between(-30, 30)} ${centre.x} ${centre.y})"><rect x="${centre.x - 420}" y="${centre.y - 300}" width="840" height="14" rx="7" fill="#b3875a"/><rect x="${centre.x - 420}" y="${centre.y - 270}" width="840" height="14" rx="7" fill="#a97c50"/></g>`
  return { vessel, food }
}

export const DISH_PAINTERS: Record<DishKind, Painter> = {
  salad,
  poke,
  spaghetti: pasta('bolognese'),
  'pesto-pasta': pasta('pesto'),
  'berry-oatmeal': oatmeal('berries'),
  'banana-oatmeal': oatmeal('banana'),
  'avocado-toast': avocadoToast,
  salmon,
  steak,
  pancakes,
  yogurt,
  curry,
  pizza,
  soup,
  tacos,
  'burrito-bowl': burritoBowl,
  'eggs-on-toast': eggsOnToast,
  'stir-fry': stirFry,
  ramen,
}
