import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { imageFileSchema } from '@platewise/core'
import type { FastifyInstance } from 'fastify'
import { createJsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'

// What the document says of schemas that JSON Schema cannot describe by itself.
// An uploaded image is a z.custom (bytes on the server, a File in the browser),
// which would come out as `{}`; in a multipart form it is a binary string. The
// transform reads metadata from this registry instead of zod's global one,
// which nothing in core writes to: a schema given an id or a description there
// must be added here as well to reach the document.
const documentation = z.registry<Record<string, unknown>>()
documentation.add(imageFileSchema, {
  type: 'string',
  format: 'binary',
  description: 'A JPEG, PNG, WebP, GIF, HEIC or AVIF image',
})

/** An OpenAPI document built from the route schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Platewise API',
        description: 'Nutrition tracking with a social layer. Errors are `{error, code, fields?}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: documentation }),
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs' })
}
