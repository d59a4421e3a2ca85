import { API_CONTRACTS } from '@platewise/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app'

interface Operation {
  summary?: string
  tags?: string[]
  security?: unknown[]
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> }
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>
}

let harness: Awaited<ReturnType<typeof createTestApp>>
let operations: { key: string; method: string; path: string; operation: Operation }[]

beforeAll(async () => {
  harness = await createTestApp()
  const document = (await harness.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>
  }>()
  operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      // OpenAPI writes /api/meals/{id}; the contracts write /api/meals/:id
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  )
})
afterAll(() => harness.close())

const keyOf = (contract: { method: string; path: string }) => `${contract.method} ${contract.path}`
const isDescribed = (schema: Record<string, unknown> | undefined) =>
  !!schema && Object.keys(schema).length > 0

describe('the OpenAPI document at /api/docs', () => {
  it('lists every API route, and only routes declared by a contract in @platewise/core', () => {
    const documented = operations.map((entry) => entry.key).sort()
    const declared = API_CONTRACTS.map(keyOf).sort()
    expect(documented).toEqual(declared)
  })

  it('gives every operation a summary, a tag and a schema for each success answer', () => {
    const gaps: string[] = []
    for (const { key, operation } of operations) {
      if (!operation.summary) gaps.push(`${key}: no summary`)
      if (!operation.tags?.length) gaps.push(`${key}: no tag`)
      const successes = Object.entries(operation.responses ?? {}).filter(([status]) =>
        status.startsWith('2'),
      )
      if (successes.length === 0) gaps.push(`${key}: no success response`)
      for (const [status, response] of successes) {
        if (status === '204') continue
        if (!isDescribed(response.content?.['application/json']?.schema)) {
          gaps.push(`${key}: ${status} has no schema`)
        }
      }
      if (!operation.responses?.['4XX']) gaps.push(`${key}: no error shape`)
    }
    expect(gaps).toEqual([])
  })

  it('gives every operation that takes a body its request schema, under its media type', () => {
    const gaps: string[] = []
    for (const contract of API_CONTRACTS) {
      const entry = operations.find((candidate) => candidate.key === keyOf(contract))
      const takesBody = contract.method === 'POST' || contract.method === 'PUT'
      // a POST or PUT must say what it takes, even if that is nothing (null)
      if (takesBody && contract.body === undefined) gaps.push(`${keyOf(contract)}: body undeclared`)
      const mediaType =
        contract.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json'
      const content = entry?.operation.requestBody?.content ?? {}
      if (contract.body && !isDescribed(content[mediaType]?.schema)) {
        gaps.push(`${keyOf(contract)}: no ${mediaType} request body in the document`)
      }
      const others = Object.keys(content).filter((type) => type !== mediaType)
      if (others.length) gaps.push(`${keyOf(contract)}: also documents ${others.join(', ')}`)
    }
    expect(gaps).toEqual([])
  })

  it('describes an uploaded image as a binary part of a multipart form', () => {
    const createPost = operations.find((entry) => entry.key === 'POST /api/social/posts')
    const form = createPost?.operation.requestBody?.content?.['multipart/form-data']?.schema as {
      properties?: Record<string, unknown>
    }
    expect(form.properties).toMatchObject({
      content: { type: 'string' },
      image: { type: 'string', format: 'binary' },
    })
  })

  it('marks the routes that need a signed-in user with the bearer scheme', () => {
    for (const contract of API_CONTRACTS) {
      const entry = operations.find((candidate) => candidate.key === keyOf(contract))
      expect({ route: keyOf(contract), secured: !!entry?.operation.security?.length }).toEqual({
        route: keyOf(contract),
        secured: contract.auth,
      })
    }
  })
})
