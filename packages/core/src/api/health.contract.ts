import { z } from 'zod'
import { defineRoute } from './route-contract'

export const healthRoutes = {
  health: defineRoute({
    tag: 'health',
    auth: false,
    method: 'GET',
    path: '/api/health',
    summary: 'Whether the server and its database answer',
    responses: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) },
  }),
}
