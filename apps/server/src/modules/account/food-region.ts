import { foodRegionFromAcceptLanguage, type FoodRegion } from '@platewise/core'
import type { FastifyRequest } from 'fastify'
import type { Database } from '../../db/client'
import { userOf } from '../../http/authenticate'
import { chosenFoodRegion } from './preferences.queries'

/**
 * Whose food words the analyser reads for a signed-in request: the region the
 * person chose in Settings, else the one their browser's language names (the
 * Accept-Language it sends), else the US.
 */
export type FoodRegionOf = (request: FastifyRequest) => Promise<FoodRegion>

export function createFoodRegionOf(db: Database): FoodRegionOf {
  return async (request) =>
    (await chosenFoodRegion(db, userOf(request).id)) ??
    foodRegionFromAcceptLanguage(request.headers['accept-language'])
}
