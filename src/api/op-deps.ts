import type { Services } from '../services.ts'
import type { OpDeps } from '../operations/context.ts'

/** The operations' dependencies, taken from the server's services. */
export function opDeps(services: Pick<Services, 'config' | 'engines'>): OpDeps {
  return { engines: services.engines, extract: services.config.extract, sanctionsMaxMatches: services.config.sanctions.maxMatches }
}
