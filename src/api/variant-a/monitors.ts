import type { FastifyInstance } from 'fastify'
import { Type } from '@sinclair/typebox'
import { errorResponses } from '../schemas.ts'
import { notImplemented } from '../not-implemented.ts'

/** Scheduled re-runs of a job's items (docs/jobs.md "Monitors"): not built yet, so the route answers 501. */
export default async function monitors(app: FastifyInstance) {
  app.post('/monitors', {
    config: { scope: 'read' },
    schema: {
      summary: 'Re-run a job\'s items on a cron schedule (not implemented yet: 501)',
      tags: ['Jobs'],
      body: Type.Optional(Type.Unknown()),
      response: errorResponses('A'),
    },
  }, async () => notImplemented('POST /v1/monitors'))
}
