import { z } from 'zod'

// One declaration per API route: its method, path and the zod schemas of what
// goes in and what comes out. The server registers the route from it (Fastify
// validates with these schemas and the OpenAPI document is generated from
// them); the web app builds its calls and takes its types from the same object.

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'
type SuccessStatus = 200 | 201 | 202 | 204

export interface RouteContract {
  method: HttpMethod
  /** Fastify-style path, e.g. `/api/meals/:id` */
  path: string
  /** One line for the API documentation */
  summary: string
  tag: string
  /** Whether the route needs a signed-in user's bearer token */
  auth: boolean
  params?: z.ZodType
  query?: z.ZodType
  /** The JSON body; `null` for a POST or PUT that takes none. Required for POST and PUT. */
  body?: z.ZodType | null
  /** How the body travels: JSON (the default), or a multipart form for uploads */
  bodyType?: 'json' | 'multipart'
  /** The answers on success, by status; `noContent` for 204 (and a 202 without a body) */
  responses: Partial<Record<SuccessStatus, z.ZodType>>
}

/** The answer of a 204, or of a 202 that says nothing more: no body. */
export const noContent = z.null()

/** Keeps the literal types of a contract, so callers and handlers are typed by it. */
export const defineRoute = <const C extends RouteContract>(contract: C): C => contract

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined

/** What a client sends: path parameters, query and body, each as the schema accepts it. */
export type RouteParams<C extends RouteContract> = InputOf<C['params']>
export type RouteQuery<C extends RouteContract> = InputOf<C['query']>
export type RouteBody<C extends RouteContract> = InputOf<C['body']>

/** What a handler receives once the schemas have parsed the request. */
export type ParsedParams<C extends RouteContract> = OutputOf<C['params']>
export type ParsedQuery<C extends RouteContract> = OutputOf<C['query']>
export type ParsedBody<C extends RouteContract> = OutputOf<C['body']>

/** The body of a successful answer (null for 204). */
export type RouteResponse<C extends RouteContract> = {
  [S in keyof C['responses']]: OutputOf<C['responses'][S]>
}[keyof C['responses']]
