import type { FastifyInstance } from 'fastify'
import type { Services } from '../services.ts'
import { html, layout, Html } from './html.ts'
import { stackedBars, PALETTE } from './chart.ts'
import { type SessionKit } from './session.ts'
import { page } from './routes-account.ts'
import { keyState } from './routes-keys.ts'
import { appUsageSubject } from '../auth/usage.ts'

interface Deps { services: Pick<Services, 'apiKeys' | 'config' | 'oauth' | 'store'>; kit: SessionKit }

export function lastDays(n: number, now = new Date()): string[] {
  return Array.from({ length: n }, (_, i) => new Date(now.getTime() - (n - 1 - i) * 86400_000).toISOString().slice(0, 10))
}

export function usageRoutes(app: FastifyInstance, { services, kit }: Deps) {
  app.get('/portal/usage', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login?return_to=/portal/usage', 303)
    const days = lastDays(30)
    const keys = await services.apiKeys.list({ ownerId: user.id })
    const apps = await services.oauth.listClients(user.id)
    // The owner's API keys and the calls made with tokens issued to the owner's applications.
    const rows = await services.store.usage.list([...keys.map((k) => k.id), ...apps.map((a) => appUsageSubject(a.id))], days[0])
    const ops = [...new Set(rows.map((r) => r.operation))].sort()
    const series = ops.map((op) => ({ name: op, values: days.map((d) => rows.filter((r) => r.operation === op && r.day === d).reduce((s, r) => s + r.count, 0)) }))
    const today = days[days.length - 1]
    const todayBy = new Map<string, number>()
    for (const r of rows) if (r.day === today) todayBy.set(r.keyId, (todayBy.get(r.keyId) ?? 0) + r.count)
    const defaultLimit = services.config.core.rateLimitPerMinute
    const csrf = await kit.csrf(request, reply)
    const body = html`<h1>Usage</h1><p class="lead">Requests per operation per day over the last 30 days (UTC), across your API keys and the access tokens of your applications.</p>
<div class="card"><h2>Requests per day</h2>
${rows.length === 0 ? html`<p class="empty">No requests in the last 30 days. Calls made with your keys or your applications' tokens appear here within a few seconds.</p>` : html`${new Html(stackedBars(days, series))}
<div class="legend">${series.map((s, i) => html`<span class="c${i % PALETTE.length}">${s.name}</span>`)}</div>
<table class="spaced"><thead><tr><th scope="col">Operation</th><th scope="col">Last 30 days</th><th scope="col">Today</th></tr></thead><tbody>
${series.map((s) => html`<tr><td class="mono">${s.name}</td><td>${s.values.reduce((a, b) => a + b, 0)}</td><td>${s.values[s.values.length - 1]}</td></tr>`)}</tbody></table>`}
</div>
<div class="card"><h2>Rate limits</h2><p class="muted">Each key may make its limit of requests per minute; past it the API answers 429 with Retry-After.</p>
${keys.length === 0 ? html`<p class="empty">No keys yet.</p>` : html`<table class="stack"><thead><tr><th scope="col">Key</th><th scope="col">Status</th><th scope="col">Limit</th><th scope="col">Requests today</th></tr></thead><tbody>
${keys.map((k) => html`<tr><td><strong>${k.name}</strong> <span class="mono muted">${k.prefix}…</span></td><td data-label="Status"><span class="badge ${keyState(k)}">${keyState(k)}</span></td><td data-label="Limit">${k.rateLimitPerMinute ?? defaultLimit} / minute${k.rateLimitPerMinute ? '' : ' (default)'}</td><td data-label="Requests today">${todayBy.get(k.id) ?? 0}</td></tr>`)}
</tbody></table>`}</div>
${apps.length === 0 ? '' : html`<div class="card"><h2>Applications</h2><p class="muted">Calls made with access tokens your applications obtained (OAuth 2.0), all their users together. Each grant has the default limit per minute.</p>
<table class="stack"><thead><tr><th scope="col">Application</th><th scope="col">Client ID</th><th scope="col">Authorised users</th><th scope="col">Requests today</th></tr></thead><tbody>
${apps.map((a) => html`<tr><td><strong>${a.name}</strong></td><td class="mono" data-label="Client ID">${a.id}</td><td data-label="Authorised users">${a.authorisedUsers}</td><td data-label="Requests today">${todayBy.get(appUsageSubject(a.id)) ?? 0}</td></tr>`)}
</tbody></table></div>`}`
    return page(reply, 200, layout({ title: 'Usage', user, csrf, active: 'usage' }, body))
  })
}
