/**
 * Default referral guard: a registry may only send us to a public host. engines.ts passes the outbound
 * policy instead (it also resolves names and pins the address); this default refuses IP literals outside
 * global unicast (RFC 6890 special-purpose ranges via ipaddr.js) and local-only names (RFC 6761).
 */
import ipaddr from 'ipaddr.js'
import { AppError } from '../errors.ts'

export type CheckHost = (host: string) => Promise<void>

export const defaultCheckHost: CheckHost = async (host) => {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase().replace(/\.$/, '')
  if (ipaddr.isValid(h)) {
    const addr = ipaddr.process(h)
    if (addr.range() !== 'unicast') throw new AppError('fetch_blocked', `referral to a non-public address (${addr.range()})`, { details: { host } })
    return
  }
  if (!h.includes('.') || /(?:^|\.)(?:localhost|local|internal|localdomain|home\.arpa|invalid|test)$/.test(h)) {
    throw new AppError('fetch_blocked', 'referral to a local-only name', { details: { host } })
  }
}
