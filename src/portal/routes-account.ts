import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Services } from '../services.ts'
import { alertBox, csrfInput, field, fmtDate, html, layout } from './html.ts'
import { formOf, hostileReturnTo, pageHeaders, safeReturnTo, type SessionKit } from './session.ts'
import { deleteAccount } from '../operations/delete-account.ts'

interface Deps { services: Pick<Services, 'accounts' | 'apiKeys' | 'cache' | 'mailer' | 'oauth' | 'publicUrl' | 'rateLimiter' | 'store'>; kit: SessionKit }

/** Attempts one client address may make against one account per window (counted before the password check). */
const LOGIN_PER_CLIENT_ACCOUNT = { limit: 10, windowMs: 15 * 60_000 }
const LOGIN_PER_IP = { limit: 100, windowMs: 60_000 }
/** Failures from one client on one account allowed before delays start; each further failure doubles the wait. */
const FREE_FAILURES = 3
const MAX_DELAY_MS = 5 * 60_000
const FAILURE_MEMORY_MS = 60 * 60_000

interface FailureState { failures: number; untilMs: number }

/** The wait after `failures` failed logins from one client on one account: none, then 1 s, 2 s, 4 s … up to 5 minutes. */
export function loginDelayMs(failures: number): number {
  return failures < FREE_FAILURES ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - FREE_FAILURES))
}

function page(reply: FastifyReply, status: number, body: string) {
  pageHeaders(reply)
  return reply.code(status).type('text/html; charset=utf-8').send(body)
}

export const forbidden = (reply: FastifyReply) =>
  page(reply, 403, layout({ title: 'Form expired', narrow: true }, html`<div class="card auth-card"><h1>This form has expired</h1>
<p class="lead">For your safety the form could not be accepted. Go back, reload the page and try again.</p><p><a href="/portal">Back to the portal</a></p></div>`))

type SignupValues = { email?: string; name?: string; errors?: Record<string, string>; message?: string; returnTo?: string }

function signupPage(csrf: string, v: SignupValues = {}) {
  const e = v.errors ?? {}
  return layout({ title: 'Create your account', narrow: true }, html`<div class="card auth-card">
<h1>Create your account</h1><p class="lead">Get API keys and register OAuth applications.</p>
${alertBox('error', v.message)}
<form method="post" action="/portal/signup" novalidate>${csrfInput(csrf)}
${v.returnTo ? html`<input type="hidden" name="return_to" value="${v.returnTo}">` : ''}
${field({ name: 'name', label: 'Name', value: v.name, error: e.name, autocomplete: 'name' })}
${field({ name: 'email', label: 'Email', type: 'email', value: v.email, error: e.email, autocomplete: 'email' })}
${field({ name: 'password', label: 'Password', type: 'password', error: e.password, hint: 'At least 10 characters, not a common or breached password.', autocomplete: 'new-password' })}
${field({ name: 'password_confirm', label: 'Confirm password', type: 'password', error: e.password_confirm, autocomplete: 'new-password' })}
<button class="primary block">Create account</button>
</form>
<p class="switch">Already have an account? <a href="/portal/login">Log in</a></p></div>`)
}

function loginPage(csrf: string, v: { email?: string; message?: string; returnTo?: string; notice?: string } = {}) {
  return layout({ title: 'Log in', narrow: true }, html`<div class="card auth-card">
<h1>Log in</h1><p class="lead">Welcome back to webintel.</p>
${alertBox('info', v.notice)}${alertBox('error', v.message)}
<form method="post" action="/portal/login" novalidate>${csrfInput(csrf)}
${v.returnTo ? html`<input type="hidden" name="return_to" value="${v.returnTo}">` : ''}
${field({ name: 'email', label: 'Email', type: 'email', value: v.email, autocomplete: 'username' })}
${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' })}
<button class="primary block">Log in</button>
</form>
<p class="switch"><a href="/portal/forgot">Forgot your password?</a></p>
<p class="switch">New here? <a href="/portal/signup${v.returnTo ? `?return_to=${encodeURIComponent(v.returnTo)}` : ''}">Create an account</a></p></div>`)
}

type Consents = Awaited<ReturnType<Services['oauth']['listConsents']>>

/** The account a password form belongs to, for password managers (a form of passwords alone is ambiguous to them). */
const usernameFor = (email: string) => html`<input type="email" name="username" autocomplete="username" value="${email}" hidden readonly>`

function accountPage(csrf: string, user: { name: string; email: string; createdAt: string }, consents: Consents, v: { errors?: Record<string, string>; done?: boolean; notice?: string } = {}) {
  const e = v.errors ?? {}
  return layout({ title: 'Account', user, csrf, active: 'account' }, html`<h1>Account</h1><p class="lead">${user.name} · ${user.email} · member since ${user.createdAt.slice(0, 10)}</p>
<div class="card form-card"><h2>Change password</h2>
${v.done ? alertBox('success', 'Password changed. Your other sessions were signed out and OAuth tokens issued to applications were revoked.') : ''}
<form method="post" action="/portal/account/password" novalidate>${csrfInput(csrf)}${usernameFor(user.email)}
${field({ name: 'current_password', label: 'Current password', type: 'password', error: e.current, autocomplete: 'current-password' })}
${field({ name: 'new_password', label: 'New password', type: 'password', error: e.next, hint: 'At least 10 characters, not a common or breached password.', autocomplete: 'new-password' })}
${field({ name: 'new_password_confirm', label: 'Confirm new password', type: 'password', error: e.confirm, autocomplete: 'new-password' })}
<button class="primary">Change password</button></form></div>
<div class="card"><h2>Authorised applications</h2>${alertBox('success', v.notice)}
${consents.length === 0 ? html`<p class="empty">You have not authorised any application.</p>` : html`<table class="stack"><thead><tr><th scope="col">Application</th><th scope="col">Access</th><th scope="col">Last authorised</th><th scope="col">Actions</th></tr></thead><tbody>
${consents.map((c) => html`<tr><td><strong>${c.clientName}</strong><div class="mono muted">${c.clientId}</div></td><td data-label="Access">${c.scopes.join(', ')}</td><td data-label="Last authorised">${fmtDate(c.updatedAt)}</td>
<td><form method="post" action="/portal/account/apps/${c.clientId}/revoke">${csrfInput(csrf)}<button class="danger small" aria-label="Revoke access of ${c.clientName}">Revoke access</button></form></td></tr>`)}</tbody></table>`}
</div>
<div class="card form-card"><h2>Delete account</h2>
<p>Deletes your account for good: every API key you own is revoked, your OAuth applications are deleted (their
tokens stop working), and applications you authorised lose access. This cannot be undone.</p>
<form method="post" action="/portal/account/delete" novalidate>${csrfInput(csrf)}${usernameFor(user.email)}
${field({ name: 'password', label: 'Confirm with your password', type: 'password', error: e.delete, autocomplete: 'current-password' })}
<button class="danger">Delete my account</button></form></div>`)
}

function forgotPage(csrf: string, v: { email?: string; sent?: boolean; mail: boolean }) {
  return layout({ title: 'Reset your password', narrow: true }, html`<div class="card auth-card">
<h1>Reset your password</h1>
${v.sent ? alertBox('success', 'If an account exists for that address, we sent it a link to set a new password. It works for one hour.') : ''}
${v.mail ? html`<p class="lead">Enter your account's e-mail address and we will send you a link to set a new password.</p>
<form method="post" action="/portal/forgot" novalidate>${csrfInput(csrf)}
${field({ name: 'email', label: 'Email', type: 'email', value: v.email, autocomplete: 'username' })}
<button class="primary block">Send reset link</button></form>`
    : html`<p class="lead">This webintel server does not send e-mail. Ask its operator for a reset link: they can print one with
<code>npx webintel users reset-link --email you@example.com</code>. The link works once, for one hour.</p>`}
<p class="switch"><a href="/portal/login">Back to log in</a></p></div>`)
}

function resetPage(csrf: string, token: string, v: { errors?: Record<string, string>; invalid?: boolean } = {}) {
  const e = v.errors ?? {}
  return layout({ title: 'Choose a new password', narrow: true }, html`<div class="card auth-card">
<h1>Choose a new password</h1>
${v.invalid ? html`${alertBox('error', 'This reset link is invalid, expired or already used.')}<p><a href="/portal/forgot">Ask for a new link</a></p>`
    : html`<form method="post" action="/portal/reset" novalidate>${csrfInput(csrf)}<input type="hidden" name="token" value="${token}">
${field({ name: 'new_password', label: 'New password', type: 'password', error: e.next, hint: 'At least 10 characters, not a common or breached password.', autocomplete: 'new-password' })}
${field({ name: 'new_password_confirm', label: 'Confirm new password', type: 'password', error: e.confirm, autocomplete: 'new-password' })}
<button class="primary block">Set new password</button></form>`}</div>`)
}

export function accountRoutes(app: FastifyInstance, { services, kit }: Deps) {
  const ip = (r: FastifyRequest) => r.ip

  app.get('/portal', async (request, reply) => reply.redirect(await kit.user(request) ? '/portal/keys' : '/portal/login', 303))

  app.get('/portal/signup', async (request, reply) => {
    const returnTo = safeReturnTo((request.query as Record<string, string>).return_to)
    if (await kit.user(request)) return reply.redirect(returnTo ?? '/portal/keys', 303)
    return page(reply, 200, signupPage(await kit.csrf(request, reply), { returnTo }))
  })

  app.post('/portal/signup', async (request, reply) => {
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const v = { email: form.get('email') ?? '', name: form.get('name') ?? '', returnTo: safeReturnTo(form.get('return_to')) }
    const password = form.get('password') ?? ''
    // Every problem at once: a person fixes the whole form in one go instead of one field per round trip.
    const errors: Record<string, string> = { ...services.accounts.signUpProblems({ ...v, password }) }
    if (password !== (form.get('password_confirm') ?? '')) errors.password_confirm = 'The two passwords do not match.'
    const limited = await services.rateLimiter.hit(`signup:ip:${ip(request)}`, 60, 60_000).catch(() => undefined)
    if (limited && !limited.allowed) return page(reply, 429, signupPage(await kit.csrf(request, reply), { ...v, message: 'Too many sign-ups from your network. Try again in a few minutes.' }))
    if (Object.keys(errors).length === 0) {
      const r = await services.accounts.signUp({ email: v.email, name: v.name, password })
      // A new account and an address that already has one get the same answer (and cost the same time: the password
      // is hashed either way), so sign-up does not tell who is registered. The new account holder then logs in.
      if (r.ok || r.exists) return reply.redirect(`/portal/login?signed_up=1${v.returnTo ? `&return_to=${encodeURIComponent(v.returnTo)}` : ''}`, 303)
      errors[r.field] = r.message
    }
    return page(reply, 400, signupPage(await kit.csrf(request, reply), { ...v, errors, message: 'Please fix the highlighted fields.' }))
  })

  app.get('/portal/login', async (request, reply) => {
    const q = request.query as Record<string, string | undefined>
    if (hostileReturnTo(q.return_to)) return page(reply, 400, loginPage(await kit.csrf(request, reply), { message: 'The return address in this link is not valid.' }))
    const returnTo = safeReturnTo(q.return_to)
    if (await kit.user(request)) return reply.redirect(returnTo ?? '/portal/keys', 303)
    const notice = q.signed_up === '1' ? 'Your account is ready if this address was not registered before. Log in with your email and password.'
      : returnTo?.startsWith('/oauth/') ? 'Log in to continue to the application that sent you here.' : undefined
    return page(reply, 200, loginPage(await kit.csrf(request, reply), { returnTo, notice }))
  })

  app.post('/portal/login', async (request, reply) => {
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const email = (form.get('email') ?? '').trim()
    const returnTo = safeReturnTo(form.get('return_to'))
    const retry = async (status: number, message: string) => page(reply, status, loginPage(await kit.csrf(request, reply), { email, message, returnTo }))
    // Control characters (CR/LF) in the return address: refused before anything else, nobody is signed in.
    if (hostileReturnTo(form.get('return_to'))) return retry(400, 'The return address of this form is not valid.')
    // Login throttling (checklist AS-24), by client address and by client address + account, counted before the
    // password check. Never by account alone: then anyone could lock the owner out; the owner presenting the right
    // password from another client is not slowed by someone else's failures.
    const account = email.toLowerCase()
    const failKey = `login:fail:v1:${ip(request)}:${account}`
    const [byIp, byClient, state] = await Promise.all([
      services.rateLimiter.hit(`login:ip:${ip(request)}`, LOGIN_PER_IP.limit, LOGIN_PER_IP.windowMs).catch(() => undefined),
      services.rateLimiter.hit(`login:client:${ip(request)}:${account}`, LOGIN_PER_CLIENT_ACCOUNT.limit, LOGIN_PER_CLIENT_ACCOUNT.windowMs).catch(() => undefined),
      services.cache.get<FailureState>(failKey).catch(() => undefined),
    ])
    const waitMs = Math.max(...[byIp, byClient].map((r) => (r && !r.allowed ? r.resetMs : 0)), (state?.untilMs ?? 0) - Date.now())
    if (waitMs > 0) {
      reply.header('Retry-After', String(Math.ceil(waitMs / 1000)))
      return retry(429, `Too many login attempts. Try again in ${waitMs < 60_000 ? `${Math.ceil(waitMs / 1000)} second(s)` : `${Math.ceil(waitMs / 60_000)} minute(s)`}.`)
    }
    if (!email || !form.get('password')) return retry(400, 'Enter your email and password.')
    const user = await services.accounts.authenticate(email, form.get('password') ?? '')
    if (!user) {
      const failures = (state?.failures ?? 0) + 1
      await services.cache.set(failKey, { failures, untilMs: Date.now() + loginDelayMs(failures) }, FAILURE_MEMORY_MS).catch(() => undefined)
      return retry(400, 'That email and password do not match an account.')
    }
    if (state) await services.cache.delete(failKey).catch(() => undefined)
    await kit.signIn(reply, user.id)
    return reply.redirect(returnTo ?? '/portal/keys', 303)
  })

  app.post('/portal/logout', async (request, reply) => {
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    await kit.signOut(request, reply)
    return reply.redirect('/portal/login', 303)
  })

  app.get('/portal/account', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login?return_to=/portal/account', 303)
    const q = request.query as Record<string, string>
    return page(reply, 200, accountPage(await kit.csrf(request, reply), user, await services.oauth.listConsents(user.id), { done: q.done === '1', notice: q.revoked === '1' ? 'Access revoked: the application can no longer use its tokens for your account.' : undefined }))
  })

  app.post('/portal/account/password', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const next = form.get('new_password') ?? ''
    if (next !== (form.get('new_password_confirm') ?? '')) {
      return page(reply, 400, accountPage(await kit.csrf(request, reply), user, await services.oauth.listConsents(user.id), { errors: { confirm: 'The two new passwords do not match.' } }))
    }
    const r = await services.accounts.changePassword(user.id, form.get('current_password') ?? '', next, kit.sessionId(request))
    if (!r.ok) return page(reply, 400, accountPage(await kit.csrf(request, reply), user, await services.oauth.listConsents(user.id), { errors: { [r.field]: r.message } }))
    return reply.redirect('/portal/account?done=1', 303)
  })

  app.post('/portal/account/delete', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const r = await deleteAccount(services, user.id, form.get('password') ?? '')
    if (!r.ok) return page(reply, 400, accountPage(await kit.csrf(request, reply), user, await services.oauth.listConsents(user.id), { errors: { delete: r.message } }))
    request.log.info({ userId: user.id, revokedKeys: r.revokedKeys, deletedApps: r.deletedApps }, '[portal] account deleted')
    await kit.signOut(request, reply)
    return page(reply, 200, layout({ title: 'Account deleted', narrow: true }, html`<div class="card auth-card"><h1>Your account was deleted</h1>
<p class="lead">${r.revokedKeys} API key(s) revoked and ${r.deletedApps} application(s) deleted.</p><p><a href="/portal/signup">Create a new account</a></p></div>`))
  })

  app.get('/portal/forgot', async (request, reply) => page(reply, 200, forgotPage(await kit.csrf(request, reply), { mail: services.mailer !== undefined })))

  app.post('/portal/forgot', async (request, reply) => {
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const email = (form.get('email') ?? '').trim()
    const csrf = await kit.csrf(request, reply)
    if (!services.mailer) return page(reply, 200, forgotPage(csrf, { mail: false }))
    // Bounded like sign-up (each request may send an e-mail); the answer never says whether the account exists.
    const limited = await services.rateLimiter.hit(`forgot:ip:${ip(request)}`, 10, 60_000).catch(() => undefined)
    if (limited && !limited.allowed) return page(reply, 429, forgotPage(csrf, { email, mail: true }))
    const t = email ? await services.accounts.resetToken(email) : null
    if (t) {
      const link = `${services.publicUrl()}/portal/reset?token=${encodeURIComponent(t.token)}`
      // Not awaited: the answer takes the same time whether or not the address has an account.
      void services.mailer.send({
        to: t.user.email, subject: 'Reset your webintel password',
        text: `Someone (hopefully you) asked to reset the password of your webintel account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
      }).catch((err) => request.log.warn({ err: { message: (err as Error).message } }, '[portal] reset e-mail could not be sent'))
    }
    return page(reply, 200, forgotPage(csrf, { email, sent: true, mail: true }))
  })

  app.get('/portal/reset', async (request, reply) => {
    const token = String((request.query as Record<string, string>).token ?? '')
    const user = await services.accounts.resetTokenUser(token)
    return page(reply, user ? 200 : 400, resetPage(await kit.csrf(request, reply), token, { invalid: !user }))
  })

  app.post('/portal/reset', async (request, reply) => {
    const form = formOf(request)
    if (!(await kit.checkCsrf(request, form))) return forbidden(reply)
    const token = form.get('token') ?? ''
    const next = form.get('new_password') ?? ''
    const csrf = await kit.csrf(request, reply)
    if (next !== (form.get('new_password_confirm') ?? '')) return page(reply, 400, resetPage(csrf, token, { errors: { confirm: 'The two new passwords do not match.' } }))
    const r = await services.accounts.resetPassword(token, next)
    if (!r.ok) return page(reply, 400, resetPage(csrf, token, r.field === 'token' ? { invalid: true } : { errors: { next: r.message } }))
    return page(reply, 200, loginPage(csrf, { email: r.user.email, notice: 'Your password was changed. Log in with the new one.' }))
  })

  app.post<{ Params: { id: string } }>('/portal/account/apps/:id/revoke', async (request, reply) => {
    const user = await kit.user(request)
    if (!user) return reply.redirect('/portal/login', 303)
    if (!(await kit.checkCsrf(request, formOf(request)))) return forbidden(reply)
    await services.oauth.withdrawConsent(user.id, request.params.id)
    return reply.redirect('/portal/account?revoked=1', 303)
  })
}

export { page }
