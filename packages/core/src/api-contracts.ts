import { accountRoutes } from './account/account.contract'
import { healthRoutes } from './api/health.contract'
import type { RouteContract } from './api/route-contract'
import { authRoutes } from './auth/auth.contract'
import { groupRoutes } from './groups/groups.contract'
import { favoriteRoutes, mealRoutes } from './meals/meals.contract'
import { foodRoutes } from './meals/food-search.contract'
import { nutritionRoutes } from './meals/nutrition.contract'
import { notificationRoutes } from './notifications/notifications.contract'
import { profileRoutes } from './profile/profile.contract'
import { weightRoutes } from './weights/weights.contract'
import {
  followRoutes,
  postRoutes,
  searchRoutes,
  socialProfileRoutes,
} from './social/social.contract'

/** Every route of the API, for checks that must see all of them (the OpenAPI test). */
export const API_CONTRACTS: readonly RouteContract[] = [
  healthRoutes,
  authRoutes,
  profileRoutes,
  mealRoutes,
  favoriteRoutes,
  nutritionRoutes,
  foodRoutes,
  postRoutes,
  socialProfileRoutes,
  followRoutes,
  searchRoutes,
  groupRoutes,
  accountRoutes,
  notificationRoutes,
  weightRoutes,
].flatMap((group) => Object.values(group))
