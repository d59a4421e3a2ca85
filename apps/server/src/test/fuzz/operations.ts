import { API_CONTRACTS, type RouteContract } from '@platewise/core'
import type { TestApp } from '../test-app'

/** The part of a JSON Schema (as @fastify/swagger writes it, OpenAPI 3.0) the fuzzer reads. */
export interface JsonSchema {
  type?: string
  enum?: unknown[]
  nullable?: boolean
  minimum?: number
  maximum?: number
  exclusiveMinimum?: boolean | number
  minLength?: number
  maxLength?: number
  pattern?: string
  maxItems?: number
  format?: string
  default?: unknown
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  additionalProperties?: boolean | JsonSchema
}

export interface Parameter {
  name: string
  in: 'path' | 'query' | 'header' | 'cookie'
  required?: boolean
  schema: JsonSchema
}

/** One route of the API as its OpenAPI document describes it. */
export interface Operation {
  /** `PUT /api/meals/{id}`, as the document writes the path */
  key: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'
  /** `/api/meals/{id}` */
  path: string
  pathParams: Parameter[]
  queryParams: Parameter[]
  /** The body it takes, if the document says it takes one */
  body?: { mediaType: 'application/json' | 'multipart/form-data'; schema: JsonSchema }
  secured: boolean
  /** The success statuses the document declares, with their schema */
  successes: Record<string, JsonSchema | undefined>
  /** The contract in @platewise/core that declares it, for its zod response schemas */
  contract?: RouteContract
}

interface DocumentOperation {
  parameters?: Parameter[]
  security?: unknown[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>
}

/**
 * Every route of the app's own OpenAPI document (/api/docs/json), so a route
 * added tomorrow is fuzzed without anyone listing it here.
 */
export async function listOperations(app: TestApp): Promise<Operation[]> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`)
  const document = response.json<{ paths: Record<string, Record<string, DocumentOperation>> }>()
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([lowerMethod, operation]) => {
      const method = lowerMethod.toUpperCase() as Operation['method']
      const parameters = operation.parameters ?? []
      const content = operation.requestBody?.content ?? {}
      const mediaType = (['application/json', 'multipart/form-data'] as const).find(
        (type) => content[type]?.schema,
      )
      const successes = Object.fromEntries(
        Object.entries(operation.responses ?? {})
          .filter(([status]) => status.startsWith('2'))
          .map(([status, answer]) => [status, answer.content?.['application/json']?.schema]),
      )
      // the contracts write /api/meals/:id where the document writes /api/meals/{id}
      const contractPath = path.replace(/\{(\w+)\}/g, ':$1')
      return {
        key: `${method} ${path}`,
        method,
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        body: mediaType ? { mediaType, schema: content[mediaType]!.schema! } : undefined,
        secured: !!operation.security?.length,
        successes,
        contract: API_CONTRACTS.find(
          (contract) => contract.method === method && contract.path === contractPath,
        ),
      }
    }),
  )
}
