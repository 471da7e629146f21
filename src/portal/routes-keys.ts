import type { FastifyInstance } from 'fastify'
import type { Services } from '../services.ts'
import type { ApiKeyRecord } from '../store/ports.ts'
import { alertBox, csrfInput, field, fmtDate, html, layout, secretBox, type Html } from './html.ts'
import { formOf, type SessionKit } from './session.ts'
import { forbidden, page } from './routes-account.ts'

interface Deps { services: Pick<Services, 'apiKeys' | 'config' | 'store'>; kit: SessionKit }

const EXPIRY: Record<string, [string, number | null]> = {
  never: ['Never', null], '30d': ['In 30 days', 30 * 86400_000], '90d': ['In 90 days', 90 * 86400_000], '365d': ['In 1 year', 365 * 86400_000],
}
const GRACE: Record<string, [string, number]> = {
  '0': ['Revoke old key now', 0], '3600': ['Old key valid 1 hour', 3600_000], '86400': ['Old key valid 24 hours', 86400_000], '604800': ['Old key valid 7 days', 7 * 86400_000],
}

export function keyState(k: Pick<ApiKeyRecord, 'revokedAt' | 'expiresAt'>, now = Date.now()): 'active' | 'revoked' | 'expired' {
  if (k.revokedAt) return 'revoked'
  if (k.expiresAt && Date.parse(k.expiresAt) <= now) return 'expired'
  return 'active'
}

const since30 = () => new Date(Date.now() - 29 * 86400_000).toISOString().slice(0, 10)

interface KeysView { csrf: string; user: { name: string; email: string }; keys: ApiKeyRecord[]; usage: Map<string, number>; created?: { name: string; apiKey: string; secretKey: string; rotatedFrom?: string }; name?: string; error?: string; notice?: string }

function keysPage(v: KeysView): string {
  const options = (map: Record<string, [string, unknown]>, selected?: string) => Object.entries(map).map(([k, [label]]) => html`<option value="${k}"${k === selected ? html` selected` : ''}>${label}</option>`)
  const rows: Html[] = v.keys.map((k) => {
    const state = keyState(k)
    const expiring = state === 'active' && k.expiresAt
    return html`<tr>
<td><strong>${k.name}</strong><div class="mono muted">${k.prefix}…</div></td>
<td><span class="badge ${expiring ? 'expiring' : state}">${expiring ? 'expires' : state}</span></td>
<td data-label="Created">${fmtDate(k.createdAt)}</td><td data-label="Last used">${fmtDate(k.lastUsedAt)}</td><td data-label="Expires">${k.expiresAt ? fmtDate(k.expiresAt) : 'Never'}</td>
<td data-label="Requests (30 d)">${(v.usage.get(k.id) ?? 0).toLocaleString('en')}</td>
<td>${state === 'active' ? html`<div class="actions">
<form method="post" action="/portal/keys/${k.id}/rotate">${csrfInput(v.csrf)}<select id="g-${k.id}" name="grace" aria-label="Grace period for ${k.name}">${options(GRACE, '86400')}</select> <button class="secondary small">Rotate</button></form>
<form method="post" action="/portal/keys/${k.id}/revoke">${csrfInput(v.csrf)}<button class="danger small" aria-label="Revoke ${k.name}">Revoke</button></form></div>` : ''}</td></tr>`
  })
  return layout({ title: 'API Keys', user: v.user, csrf: v.csrf, active: 'keys' }, html`<h1>API Keys</h1>
<p class="lead">Keys authenticate your calls: Variant A (<span class="mono">/v1</span>) takes the API key in <span class="mono">X-API-Key</span>; Variant B (<span class="mono">/api</span>) takes it with the secret key in <span class="mono">X-Secret-Key</span>.</p>
${alertBox('success', v.notice)}
${v.created ? html`<section class="oncebox" aria-labelledby="new-key"><h2 id="new-key">${v.created.rotatedFrom ? 'Rotated' : 'New'} key “${v.created.name}”</h2>
<p><strong>Copy these now.</strong> The secret is shown only once; we store only a hash of it.</p>
${secretBox('API key', v.created.apiKey, 'new-api-key')}${secretBox('Secret key', v.created.secretKey, 'new-secret-key')}
${v.created.rotatedFrom ? html`<p class="muted">${v.created.rotatedFrom}</p>` : ''}</section>` : ''}
<div class="card"><h2>Generate New API Key</h2>${alertBox('error', v.error)}
<form method="post" action="/portal/keys" novalidate>${csrfInput(v.csrf)}<div class="row">
${field({ name: 'name', label: 'Key name', value: v.name, error: v.error ? 'Give the key a name (1–100 characters).' : undefined, hint: 'For example “production server”.' })}
<div class="field"><label for="f-expires">Expires</label><select id="f-expires" name="expires">${options(EXPIRY, 'never')}</select></div>
<div class="field"><button class="primary">Generate New API Key</button></div></div></form></div>
<div class="card"><h2>Your keys</h2>
${v.keys.length === 0 ? html`<p class="empty">No keys yet. Generate one above.</p>` : html`<table class="stack"><thead><tr><th scope="col">Name / prefix</th><th scope="col">Status</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Expires</th><th scope="col">Requests (30 d)</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>`}
</div>`)
}

export function keyRoutes(app: FastifyInstance, { services, kit }: Deps) {
  async function view(request: Parameters<SessionKit['user']>[0], reply: Parameters<SessionKit['csrf']>[1], extra: Partial<KeysView> = {}, status = 200) {
    const user = (await kit.user(request))!
    const keys = await services.apiKeys.list({ ownerId: user.id })
    const rows = await services.store.usage.list(keys.map((k) => k.id), since30())
    const usage = new Map<string, number>()
    for (const r of rows) usage.set(r.keyId, (usage.get(r.keyId) ?? 0) + r.count)
    return page(reply, status, keysPage({ csrf: await kit.csrf(request, reply), user, keys, usage, ...extra }))
  }

  const activeKeys = async (ownerId: string) => (await services.apiKeys.list({ ownerId })).filter((k) => keyState(k) === 'active').length

  app.get('/portal/keys', async (request, reply) => {
    if (!(await kit.user(request))) return reply.redirect('/portal/login?return_to=/portal/keys', 303)
    return view(request, reply, { notice: (request.query as Record<string, string>).welcome ? 'Your account is ready. Generate your first API key below.' : undefined })
  })

  app.post('/portal/keys', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const name = (form.get('name') ?? '').trim()
    const expiryName = form.get('expires') ?? 'never'
    const expiry = Object.hasOwn(EXPIRY, expiryName) ? EXPIRY[expiryName] : undefined
    if (!name || name.length > 100 || !expiry) return view(request, reply, { name: form.get('name'), error: 'The key was not created: check the fields below.' }, 400)
    const cap = services.config.auth.maxKeysPerAccount
    if (await activeKeys(user.id) >= cap) {
      return view(request, reply, { name: form.get('name'), error: `The key was not created: you have reached the limit of ${cap} active keys. Revoke one you no longer use first.` }, 400)
    }
    const c = await services.apiKeys.create({ name, ownerId: user.id, expiresAt: expiry[1] ? new Date(Date.now() + expiry[1]) : null })
    return view(request, reply, { created: { name, apiKey: c.apiKey, secretKey: c.secretKey } })
  })

  app.post<{ Params: { id: string } }>('/portal/keys/:id/revoke', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    if (!(await kit.checkCsrf(request, formOf(request)))) return forbidden(reply)
    const key = await services.store.apiKeys.findById(request.params.id)
    if (!key || key.ownerId !== user.id) return view(request, reply, { error: 'No such key.' }, 404)
    await services.apiKeys.revoke(key.id)
    return view(request, reply, { notice: `Key “${key.name}” revoked. Calls with it now fail.` })
  })

  /** Rotation: a new pair now; the old key keeps working for the chosen grace period, then expires. */
  app.post<{ Params: { id: string } }>('/portal/keys/:id/rotate', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const key = await services.store.apiKeys.findById(request.params.id)
    // Validated before anything is created: own keys only (a name such as `constructor` is not a grace period).
    const graceName = form.get('grace') ?? ''
    const grace = Object.hasOwn(GRACE, graceName) ? GRACE[graceName] : undefined
    if (!key || key.ownerId !== user.id || keyState(key) !== 'active') return view(request, reply, { error: 'This key cannot be rotated (unknown, revoked or expired).' }, 404)
    if (!grace) return view(request, reply, { error: 'Choose a grace period.' }, 400)
    // A rotation with a grace period keeps the old key alive for a while: allowed once over the cap, not again.
    const cap = services.config.auth.maxKeysPerAccount
    if (grace[1] > 0 && await activeKeys(user.id) > cap) {
      return view(request, reply, { error: `You are over the limit of ${cap} active keys while earlier rotations run out: rotate with “Revoke old key now”, or revoke a key first.` }, 400)
    }
    const c = await services.apiKeys.create({ name: key.name, ownerId: user.id, rateLimitPerMinute: key.rateLimitPerMinute, scopes: key.scopes, expiresAt: key.expiresAt ? new Date(key.expiresAt) : null })
    const until = new Date(Date.now() + grace[1])
    if (grace[1] === 0) await services.apiKeys.revoke(key.id)
    else if (!key.expiresAt || Date.parse(key.expiresAt) > until.getTime()) await services.apiKeys.setExpiry(key.id, until)
    const note = grace[1] === 0 ? `The old key ${key.prefix}… was revoked.` : `The old key ${key.prefix}… keeps working until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`
    return view(request, reply, { created: { name: key.name, apiKey: c.apiKey, secretKey: c.secretKey, rotatedFrom: note } })
  })
}
