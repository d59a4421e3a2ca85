import fastifyHelmet from '@fastify/helmet'
import Fastify from 'fastify'
import helmet from 'helmet'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config'
import type { Database } from './db/client'
import { identifyCaller } from './http/authenticate'
import { answerClientError } from './http/client-errors'
import { answerRouterError, registerErrorHandler } from './http/error-handler'
import { logOptions } from './http/logging'
import { registerMultipart } from './http/multipart'
import { registerOpenApi } from './http/openapi'
import { failedLoginLimit, registerRateLimits } from './http/rate-limits'
import { registerSpa } from './http/spa'
import { accountRoutes } from './modules/account/account.routes'
import { createAccountService } from './modules/account/account.service'
import { createFoodRegionOf } from './modules/account/food-region'
import { authRoutes } from './modules/auth/auth.routes'
import { createAuthService } from './modules/auth/auth.service'
import { createPasswordResetService } from './modules/auth/password-reset.service'
import { startSessionSweep } from './modules/auth/session-sweep'
import { healthRoutes } from './modules/health/health.routes'
import { groupsRoutes } from './modules/groups/groups.routes'
import { createGroupsService } from './modules/groups/groups.service'
import { favoritesRoutes } from './modules/favorites/favorites.routes'
import { createFavoritesService } from './modules/favorites/favorites.service'
import { mealsRoutes } from './modules/meals/meals.routes'
import { createMealsService } from './modules/meals/meals.service'
import { foodsRoutes } from './modules/foods/foods.routes'
import { nutritionRoutes } from './modules/nutrition/nutrition.routes'
import { profileRoutes } from './modules/profile/profile.routes'
import { createProfilePictureService } from './modules/profile/profile-picture.service'
import { createProfileService } from './modules/profile/profile.service'
import { weightsRoutes } from './modules/weights/weights.routes'
import { createWeightsService } from './modules/weights/weights.service'
import { followsRoutes } from './modules/social/follows.routes'
import { createFollowsService } from './modules/social/follows.service'
import { searchRoutes } from './modules/search/search.routes'
import { createSearchService } from './modules/search/search.service'
import { postsRoutes } from './modules/social/posts.routes'
import { createPostsService } from './modules/social/posts.service'
import { socialProfileRoutes } from './modules/social/social-profile.routes'
import { createSocialProfileService } from './modules/social/social-profile.service'
import { createMailer } from './mail/mailer'
import { openNotifications } from './modules/notifications/open-notifications'
import { openImageStorage } from './storage/open-image-storage'

// DESIGN.md §9: on every answer, pages, files, images and the API alike. Only
// our own origin's scripts run (no inline script, no handler attribute, no eval).
const securityHeaderOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      // helmet's default would send every request of a page served over plain
      // HTTP (HOST is 0.0.0.0: http://192.168.1.20:3000 on a phone) to https,
      // where nothing answers, and the page stays blank. Behind HTTPS it adds
      // nothing: our pages name only their own origin, by relative addresses.
      upgradeInsecureRequests: null,
    },
  },
  // frame-ancestors 'none' for browsers that only know the older header
  xFrameOptions: { action: 'deny' },
  // addresses name people (/dashboard/profile/maya): no request that leaves a
  // page says which page it was
  referrerPolicy: { policy: 'no-referrer' },
} as const
const securityHeaders = helmet(securityHeaderOptions)

export interface AppDependencies {
  config: Config
  db: Database
  /**
   * Keep live sessions in memory: only when this process is the database's one
   * writer (PGlite), never beside other servers on one PostgreSQL
   */
  cacheSessions?: boolean
  /** false for no logs; a stream (and level) to send them elsewhere, redacted all the same */
  logger?: false | { stream: { write(line: string): void }; level?: Config['LOG_LEVEL'] }
}

/** Builds the whole HTTP app without listening, so tests can drive it with inject(). */
export async function buildApp({ config, db, cacheSessions, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger === false ? false : { ...logOptions(config.LOG_LEVEL), ...logger },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 256 * 1024,
    // A client that sends its headers or body a byte every few seconds would hold
    // a connection forever: the whole request must arrive within the timeout,
    // which Node checks every connectionsCheckingInterval. No idle-socket
    // timeout (connectionTimeout): it would also cut keep-alive connections
    // before KEEP_ALIVE_TIMEOUT_MS and responses that take a moment to compute.
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, config.REQUEST_TIMEOUT_MS),
    },
    clientErrorHandler: answerClientError,
    frameworkErrors(error, request, reply) {
      // the router refuses a broken address before any hook, helmet's as well
      securityHeaders(request.raw, reply.raw, () => {})
      return answerRouterError(error, request, reply)
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorateRequest('currentUser', null)
  app.decorateRequest('bearerToken', null)
  app.decorateRequest('callerIdentified', false)
  registerErrorHandler(app)
  const auth = createAuthService(db, { cacheSessions })
  // API answers carry tokens and personal data: no browser or proxy may keep them.
  // The web app and its assets set their own caching (http/spa.ts).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store')
    }
  })

  await app.register(fastifyHelmet, securityHeaderOptions)
  // after the security headers: when looking a token up fails (the database is
  // down), the 500 carries them too
  app.addHook('onRequest', identifyCaller(auth))
  await registerRateLimits(app, config)
  await registerMultipart(app, config)
  await registerOpenApi(app)

  await app.register(healthRoutes(db))
  // one count of wrong passwords per address, at login and wherever a password is confirmed
  const failedLogins = failedLoginLimit(app, config)
  const mailer = createMailer(config)
  const passwordReset = createPasswordResetService({
    db,
    auth,
    mailer,
    appUrl: config.APP_URL,
    log: app.log,
  })
  // mail asked for before the close is sent (or fails) before the database goes
  app.addHook('onClose', async () => {
    await passwordReset.settled()
    mailer?.close()
  })
  await app.register(authRoutes(auth, config, failedLogins, passwordReset))
  const imageStorage = await openImageStorage(config)
  app.addHook('onClose', () => imageStorage.close())
  const { images } = imageStorage
  const pictures = createProfilePictureService(db, images)
  const profiles = createProfileService(db, pictures)
  await app.register(profileRoutes(auth, profiles))
  await app.register(weightsRoutes(auth, createWeightsService(db)))
  const meals = createMealsService(db, profiles)
  const foodRegionOf = createFoodRegionOf(db)
  await app.register(mealsRoutes(config, auth, meals, foodRegionOf))
  await app.register(favoritesRoutes(auth, createFavoritesService(db, meals)))
  await app.register(nutritionRoutes(auth, foodRegionOf))
  await app.register(foodsRoutes(auth, db))
  await app.register(await openNotifications({ app, config, db, auth }))
  const posts = createPostsService(db, images)
  await app.register(postsRoutes(auth, posts, config))
  await app.register(
    socialProfileRoutes(
      auth,
      createSocialProfileService({ db, auth, profiles, posts, pictures }),
      config,
    ),
  )
  await app.register(followsRoutes(auth, createFollowsService(db, auth)))
  await app.register(searchRoutes(auth, createSearchService(db)))
  await app.register(groupsRoutes(auth, createGroupsService(db, meals, posts), config))
  await app.register(
    accountRoutes(auth, createAccountService(db, auth, images), failedLogins, config),
  )
  await imageStorage.serve(app)

  const sessionSweep = startSessionSweep(auth, {
    firstAfterMs: 10_000,
    everyMs: config.SESSION_SWEEP_MINUTES * 60_000,
    log: app.log,
  })
  app.addHook('onClose', () => sessionSweep.stop())

  await registerSpa(app, config.WEB_DIST_DIR)
  return app
}
