import type { FastifyRequest } from 'fastify'

/**
 * One AbortController per request, aborted when the client hangs up before its answer (see app.ts), so the
 * outbound work done for it — fetches, the extraction line, WHOIS, news — stops instead of holding slots
 * for nobody.
 */
const controllers = new WeakMap<FastifyRequest, AbortController>()

export function trackClient(request: FastifyRequest): AbortController {
  const ac = new AbortController()
  controllers.set(request, ac)
  return ac
}

/** Aborts once the client of `request` has gone; `undefined` outside the app (a request built by hand). */
export function clientSignal(request: FastifyRequest): AbortSignal | undefined {
  return controllers.get(request)?.signal
}
