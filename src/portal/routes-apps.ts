import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Services } from '../services.ts'
import { alertBox, csrfInput, field, fmtDate, html, layout, secretBox } from './html.ts'
import { formOf, type SessionKit } from './session.ts'
import { forbidden, page } from './routes-account.ts'

interface Deps { services: Pick<Services, 'config' | 'oauth' | 'publicUrl'>; kit: SessionKit }

interface AppsView {
  csrf: string
  user: { name: string; email: string }
  apps: Awaited<ReturnType<Services['oauth']['listClients']>>
  issuer: string
  created?: { title: string; clientId: string; clientSecret: string }
  /** Asks before deleting (no script needed): the same form again with confirm=yes. */
  confirmDelete?: { id: string; name: string; users: number }
  values?: { name?: string; redirect_uris?: string; pkce?: boolean }
  errors?: Record<string, string>
  notice?: string
}

function appsPage(v: AppsView): string {
  const e = v.errors ?? {}
  const pkce = v.values?.pkce ?? true
  const rows = v.apps.map((a) => html`<tr>
<td><strong>${a.name}</strong><div class="mono muted">${a.id}</div></td>
<td>${a.redirectUris.map((u) => html`<div class="mono">${u}</div>`)}</td>
<td data-label="Authorised users">${a.authorisedUsers}</td><td data-label="Created">${fmtDate(a.createdAt)}</td>
<td><div class="actions">
<a class="btn secondary small" href="/portal/apps/${a.id}/edit" aria-label="Edit ${a.name}">Edit</a>
<form method="post" action="/portal/apps/${a.id}/rotate-secret">${csrfInput(v.csrf)}<button class="secondary small" aria-label="Rotate the secret of ${a.name}">Rotate secret</button></form>
<form method="post" action="/portal/apps/${a.id}/delete">${csrfInput(v.csrf)}<button class="danger small" aria-label="Delete ${a.name}">Delete</button></form></div></td></tr>`)
  return layout({ title: 'Applications', user: v.user, csrf: v.csrf, active: 'apps' }, html`<h1>Applications</h1>
<p class="lead">Register an application to let people sign in with webintel and call the API on their behalf (OAuth 2.0 authorization code flow with PKCE). Authorization server: <span class="mono">${v.issuer}</span></p>
${alertBox('success', v.notice)}
${v.confirmDelete ? html`<section class="alert error" role="alertdialog" aria-labelledby="del-title"><h2 id="del-title">Delete “${v.confirmDelete.name}”?</h2>
<p>Every token issued to it is revoked at once${v.confirmDelete.users ? ` and its ${v.confirmDelete.users} authorised user(s) lose access` : ''}. This cannot be undone.</p>
<div class="actions"><form method="post" action="/portal/apps/${v.confirmDelete.id}/delete">${csrfInput(v.csrf)}<input type="hidden" name="confirm" value="yes"><button class="danger">Delete permanently</button></form>
<a class="btn" href="/portal/apps">Cancel</a></div></section>` : ''}
${v.created ? html`<section class="oncebox" aria-labelledby="new-app"><h2 id="new-app">${v.created.title}</h2>
<p><strong>Copy the client secret now.</strong> It is shown only once; we store only a hash of it.</p>
${secretBox('Client ID', v.created.clientId, 'new-client-id')}${secretBox('Client secret', v.created.clientSecret, 'new-client-secret')}</section>` : ''}
<div class="card"><h2>Register an application</h2>${alertBox('error', Object.keys(e).length ? 'The application was not registered: check the fields below.' : undefined)}
<form method="post" action="/portal/apps" novalidate>${csrfInput(v.csrf)}
${field({ name: 'name', label: 'Application name', value: v.values?.name, error: e.name, hint: 'Shown to people on the consent screen.' })}
${field({ name: 'redirect_uris', label: 'Redirect URIs', textarea: true, value: v.values?.redirect_uris, error: e.redirect_uris, hint: 'One per line. Absolute https URIs (http only for 127.0.0.1, [::1] or localhost); no wildcards or fragments. Matched exactly.' })}
<div class="field"><label class="check"><input type="checkbox" name="pkce" value="required"${pkce ? html` checked` : ''}> Require PKCE (recommended; untick only for a server-side client that cannot send code_challenge)</label></div>
<button class="primary">Register application</button></form></div>
<div class="card"><h2>Your applications</h2>
${v.apps.length === 0 ? html`<p class="empty">No applications yet.</p>` : html`<table class="stack"><thead><tr><th scope="col">Application</th><th scope="col">Redirect URIs</th><th scope="col">Authorised users</th><th scope="col">Created</th><th scope="col">Actions</th></tr></thead><tbody>${rows}</tbody></table>`}
</div>`)
}

function editPage(v: { csrf: string; user: { name: string; email: string }; id: string; values: { name: string; redirect_uris: string; pkce: boolean }; errors?: Record<string, string> }): string {
  const e = v.errors ?? {}
  return layout({ title: 'Edit application', user: v.user, csrf: v.csrf, active: 'apps' }, html`<h1>Edit application</h1>
<p class="lead mono">${v.id}</p>
<div class="card form-card">${alertBox('error', Object.keys(e).length ? 'The application was not changed: check the fields below.' : undefined)}
<form method="post" action="/portal/apps/${v.id}/edit" novalidate>${csrfInput(v.csrf)}
${field({ name: 'name', label: 'Application name', value: v.values.name, error: e.name, hint: 'Shown to people on the consent screen.' })}
${field({ name: 'redirect_uris', label: 'Redirect URIs', textarea: true, value: v.values.redirect_uris, error: e.redirect_uris, hint: 'One per line. Tokens already issued keep working; new authorizations must use one of these.' })}
<div class="field"><label class="check"><input type="checkbox" name="pkce" value="required"${v.values.pkce ? html` checked` : ''}> Require PKCE</label></div>
<div class="actions"><button class="primary">Save changes</button><a class="btn secondary" href="/portal/apps">Cancel</a></div></form></div>`)
}

export function appRoutes(app: FastifyInstance, { services, kit }: Deps) {
  async function view(request: FastifyRequest, reply: FastifyReply, extra: Partial<AppsView> = {}, status = 200) {
    const user = (await kit.user(request))!
    const apps = await services.oauth.listClients(user.id)
    return page(reply, status, appsPage({ csrf: await kit.csrf(request, reply), user, apps, issuer: services.publicUrl(), ...extra }))
  }

  app.get('/portal/apps', async (request, reply) => {
    if (!(await kit.user(request))) return reply.redirect('/portal/login?return_to=/portal/apps', 303)
    return view(request, reply)
  })

  app.post('/portal/apps', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const values = { name: form.get('name') ?? '', redirect_uris: form.get('redirect_uris') ?? '', pkce: form.get('pkce') === 'required' }
    const cap = services.config.auth.maxAppsPerAccount
    if ((await services.oauth.listClients(user.id)).length >= cap) {
      return view(request, reply, { values, errors: { name: `You have reached the limit of ${cap} applications. Delete one you no longer use first.` } }, 400)
    }
    const r = await services.oauth.createClient({ ownerId: user.id, name: values.name, redirectUris: values.redirect_uris, pkceRequired: values.pkce })
    if (!r.ok) return view(request, reply, { values, errors: { [r.field]: r.message } }, 400)
    return view(request, reply, { created: { title: `Registered “${r.client.name}”`, clientId: r.client.id, clientSecret: r.clientSecret } })
  })

  app.get<{ Params: { id: string } }>('/portal/apps/:id/edit', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect(`/portal/login?return_to=${encodeURIComponent('/portal/apps')}`, 303)
    const c = await services.oauth.findClient(request.params.id)
    if (!c || c.ownerId !== user.id) return view(request, reply, {}, 404)
    return page(reply, 200, editPage({ csrf: await kit.csrf(request, reply), user, id: c.id, values: { name: c.name, redirect_uris: c.redirectUris.join('\n'), pkce: c.pkceRequired } }))
  })

  app.post<{ Params: { id: string } }>('/portal/apps/:id/edit', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const values = { name: form.get('name') ?? '', redirect_uris: form.get('redirect_uris') ?? '', pkce: form.get('pkce') === 'required' }
    const r = await services.oauth.updateClient(user.id, request.params.id, { name: values.name, redirectUris: values.redirect_uris, pkceRequired: values.pkce })
    if (!r.ok && r.field === 'client') return view(request, reply, {}, 404)
    if (!r.ok) return page(reply, 400, editPage({ csrf: await kit.csrf(request, reply), user, id: request.params.id, values, errors: { [r.field]: r.message } }))
    return view(request, reply, { notice: `Application “${values.name.trim()}” updated.` })
  })

  app.post<{ Params: { id: string } }>('/portal/apps/:id/rotate-secret', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    if (!(await kit.checkCsrf(request, formOf(request)))) return forbidden(reply)
    const secret = await services.oauth.rotateSecret(user.id, request.params.id)
    if (!secret) return view(request, reply, { notice: undefined }, 404)
    return view(request, reply, { created: { title: 'New client secret', clientId: request.params.id, clientSecret: secret } })
  })

  app.post<{ Params: { id: string } }>('/portal/apps/:id/delete', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    if (form.get('confirm') !== 'yes') {
      const app = (await services.oauth.listClients(user.id)).find((a) => a.id === request.params.id)
      if (!app) return view(request, reply, {}, 404)
      return view(request, reply, { confirmDelete: { id: app.id, name: app.name, users: app.authorisedUsers } })
    }
    const done = await services.oauth.deleteClient(user.id, request.params.id)
    return view(request, reply, { notice: done ? 'Application deleted; every token issued to it was revoked.' : undefined }, done ? 200 : 404)
  })
}
