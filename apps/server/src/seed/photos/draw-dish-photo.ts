import sharp from 'sharp'
import type { Random } from '../demo-random'
import { DISH_PAINTERS, type DishKind } from './dish-painters'
import {
  cutlery,
  glass,
  napkin,
  photoDefs,
  photoFinish,
  PHOTO_HEIGHT,
  PHOTO_WIDTH,
  table,
  type TableKind,
} from './photo-kit'

const TABLES: TableKind[] = ['oak', 'walnut', 'marble', 'linen', 'slate']
const NAPKINS = ['#f3efe6', '#c9d6c3', '#e8c8b8', '#9fb4c7', '#e9d8a6']

/** The SVG of a photo of the dish: a table, the dish near the middle, cutlery and maybe a glass. */
export function dishPhotoSvg(random: Random, dish: DishKind): string {
  const centre = {
    x: PHOTO_WIDTH / 2 + random.between(-70, 30),
    y: PHOTO_HEIGHT / 2 + random.between(-25, 25),
  }
  const painting = DISH_PAINTERS[dish](random, centre)
  const extras: string[] = []
  const rightEdge = centre.x + painting.vessel.radius / 0.7
  if (!painting.side && rightEdge < PHOTO_WIDTH - 150 && random.chance(0.75)) {
    if (random.chance(0.5))
      extras.push(napkin(random, PHOTO_WIDTH - 110, PHOTO_HEIGHT / 2 + 40, random.pick(NAPKINS)))
    extras.push(cutlery(PHOTO_WIDTH - 150, PHOTO_HEIGHT / 2 + 30, random.between(-6, 6)))
  }
  if (random.chance(0.45))
    extras.push(glass(random.between(90, 170), random.between(90, 160), random.between(70, 90)))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">
${photoDefs()}
${table(random, random.pick(TABLES))}
${extras.join('\n')}
${painting.vessel.svg}
<g filter="url(#food-shadow)">${painting.food}</g>
${painting.side ? `<g filter="url(#shadow)">${painting.side}</g>` : ''}
${photoFinish()}
</svg>`
}

/**
 * A demo photo of the dish as a JPEG, as a phone would upload it; the real
 * upload pipeline then turns it into the WebP that is served.
 */
export async function drawDishPhoto(random: Random, dish: DishKind): Promise<Uint8Array> {
  const jpeg = await sharp(Buffer.from(dishPhotoSvg(random, dish)))
    .jpeg({ quality: 90 })
    .toBuffer()
  return new Uint8Array(jpeg)
}
