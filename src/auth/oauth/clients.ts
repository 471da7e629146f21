import type { OAuthClientRecord } from '../../store/ports.ts'
import { generateId } from '../../text/ids.ts'
import { safeEqualHex } from '../secret.ts'
import { OAuthError } from './errors.ts'
import { randomToken, type OAuthCtx } from './context.ts'
import { parseRedirectUris } from './redirect-uris.ts'

export interface ClientInput { ownerId: string; name: string; redirectUris: string[] | string; pkceRequired?: boolean }
export type ClientCreateResult = { ok: true; client: OAuthClientRecord; clientSecret: string } | { ok: false; field: 'name' | 'redirect_uris'; message: string }

const FAIL_LIMIT = 10
const FAIL_WINDOW_MS = 60_000

export function clientActions(ctx: OAuthCtx) {
  return {
    async createClient(input: ClientInput): Promise<ClientCreateResult> {
      const name = input.name.trim()
      if (!name || name.length > 100) return { ok: false, field: 'name', message: 'Give the application a name (up to 100 characters).' }
      const uris = parseRedirectUris(input.redirectUris)
      if (!uris.ok) return { ok: false, field: 'redirect_uris', message: uris.message }
      const clientSecret = randomToken('wi_cs_')
      const t = ctx.now().toISOString()
      const client: OAuthClientRecord = {
        id: generateId('cli', 16), ownerId: input.ownerId, name, redirectUris: uris.uris,
        secretHash: ctx.hash('client-secret', clientSecret), pkceRequired: input.pkceRequired ?? true, createdAt: t, updatedAt: t,
      }
      await ctx.store.insertClient(client)
      return { ok: true, client, clientSecret }
    },

    /** New secret; the old one stops working at once. Null when the client is not this owner's. */
    async rotateSecret(ownerId: string, clientId: string): Promise<string | null> {
      const c = await ctx.store.findClient(clientId)
      if (!c || c.ownerId !== ownerId) return null
      const secret = randomToken('wi_cs_')
      await ctx.store.setClientSecret(clientId, ctx.hash('client-secret', secret), ctx.now())
      return secret
    },

    /** Edits name, redirect URIs and the PKCE rule (same checks as registration). Tokens already issued stay valid. */
    async updateClient(ownerId: string, clientId: string, input: Omit<ClientInput, 'ownerId'>): Promise<{ ok: true } | { ok: false; field: 'name' | 'redirect_uris' | 'client'; message: string }> {
      const c = await ctx.store.findClient(clientId)
      if (!c || c.ownerId !== ownerId) return { ok: false, field: 'client', message: 'No such application.' }
      const name = input.name.trim()
      if (!name || name.length > 100) return { ok: false, field: 'name', message: 'Give the application a name (up to 100 characters).' }
      const uris = parseRedirectUris(input.redirectUris)
      if (!uris.ok) return { ok: false, field: 'redirect_uris', message: uris.message }
      await ctx.store.updateClient(clientId, { name, redirectUris: uris.uris, pkceRequired: input.pkceRequired ?? true }, ctx.now())
      return { ok: true }
    },

    async deleteClient(ownerId: string, clientId: string): Promise<boolean> {
      const c = await ctx.store.findClient(clientId)
      if (!c || c.ownerId !== ownerId) return false
      return ctx.store.deleteClient(clientId, ctx.now())
    },

    async listClients(ownerId: string) {
      const clients = await ctx.store.listClients(ownerId)
      const counts = await ctx.store.countAuthorisedUsers(clients.map((c) => c.id))
      return clients.map((c) => ({ ...c, authorisedUsers: counts.get(c.id) ?? 0 }))
    },

    findClient: (id: string) => ctx.store.findClient(id),

    /**
     * Client authentication at the token, revocation and introspection endpoints (RFC 6749 §2.3.1):
     * client_secret_basic (id and secret form-urlencoded before base64) or client_secret_post, exactly
     * one method; constant-time comparison of keyed hashes; failures per address are throttled.
     */
    async authenticateClient(params: Map<string, string>, authorization: string | undefined, ip: string): Promise<OAuthClientRecord> {
      const basic = authorization && /^basic\s+/i.test(authorization) ? authorization.replace(/^basic\s+/i, '') : undefined
      if (authorization && !basic) throw new OAuthError('invalid_request', 'unsupported Authorization scheme for client authentication')
      let id = params.get('client_id')
      let secret = params.get('client_secret')
      const challenge: Record<string, string> = basic ? { 'WWW-Authenticate': 'Basic realm="webintel-oauth", charset="UTF-8"' } : {}
      if (basic !== undefined) {
        if (secret !== undefined) throw new OAuthError('invalid_request', 'use exactly one client authentication method')
        const decoded = Buffer.from(basic, 'base64').toString('utf8')
        const colon = decoded.indexOf(':')
        if (colon < 0) throw new OAuthError('invalid_client', 'client authentication failed', 401, challenge)
        let basicId: string
        try {
          basicId = decodeURIComponent(decoded.slice(0, colon).replaceAll('+', ' '))
          secret = decodeURIComponent(decoded.slice(colon + 1).replaceAll('+', ' '))
        } catch { throw new OAuthError('invalid_client', 'client authentication failed', 401, challenge) }
        if (id !== undefined && id !== basicId) throw new OAuthError('invalid_request', 'client_id does not match the authenticated client')
        id = basicId
      }
      if (!id) throw new OAuthError('invalid_client', 'client authentication required', 401, challenge)
      // Per address and client id: guessing one client's secret is what this stops (RFC 6749 §2.3.1, §10.10).
      const throttleKey = `${ip}:${id.slice(0, 64)}`
      const blockKey = `oauth:authblock:${throttleKey}`
      if (ctx.cache && await ctx.cache.get(blockKey).catch(() => undefined)) {
        throw new OAuthError('temporarily_unavailable', 'too many failed client authentications; retry later', 429, { 'Retry-After': '60' })
      }
      const given = ctx.hash('client-secret', secret ?? '')
      const client = await ctx.store.findClient(id)
      if (!client || secret === undefined || !safeEqualHex(client.secretHash, given)) {
        if (ctx.rateLimiter) {
          const r = await ctx.rateLimiter.hit(`oauth:authfail:${throttleKey}`, FAIL_LIMIT, FAIL_WINDOW_MS).catch(() => undefined)
          if (r && !r.allowed) {
            await ctx.cache?.set(blockKey, 1, Math.max(1000, r.resetMs)).catch(() => {})
            throw new OAuthError('temporarily_unavailable', 'too many failed client authentications; retry later', 429, { 'Retry-After': String(Math.ceil(r.resetMs / 1000)) })
          }
        }
        throw new OAuthError('invalid_client', 'client authentication failed', 401, challenge)
      }
      return client
    },
  }
}
