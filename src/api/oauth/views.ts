import { alertBox, csrfInput, html, layout, type PageUser } from '../../portal/html.ts'
import type { AuthorizeRequest } from '../../auth/oauth/index.ts'
import { EFFECTIVE_SCOPES, type Scope } from '../route-scopes.ts'

const SCOPE_TEXT: Record<Scope, [string, string]> = {
  read: ['Read', 'Call the webintel API operations (metadata, categorization, similarity, registration data, adverse media, batch jobs) as you.'],
  write: ['Write', 'Change data in your webintel account through the API.'],
}

/**
 * The consent screen offers only scopes that some route needs (src/api/route-scopes.ts, docs/oauth.md "Scopes"):
 * while no route needs `write`, a request for it is accepted but shown as allowing nothing.
 */
const effective = (s: string): s is Scope => EFFECTIVE_SCOPES.has(s as Scope)

/** Authorization error that must not be redirected (RFC 6749 §4.1.2.1): shown to the user instead. */
export function errorPage(message: string): string {
  return layout({ title: 'Authorization failed', narrow: true }, html`<div class="card auth-card"><h1>This request cannot continue</h1>
${alertBox('error', message)}
<p class="lead">The application sent you here with an invalid request, so you were not sent back to it. Contact the application's developer if this keeps happening.</p>
<p><a href="/portal">Go to the webintel portal</a></p></div>`)
}

/** Consent (RFC 9700 §4.11.2, §2.6): names the app and the host it redirects to; the form re-submits every parameter. */
export function consentPage(csrf: string, user: PageUser, req: AuthorizeRequest, params: Map<string, string>): string {
  const host = new URL(req.redirectUri).host
  const offered = req.scopes.filter(effective)
  const inert = req.scopes.filter((s) => !effective(s))
  const hidden = [...params].filter(([k]) => k !== '_csrf' && k !== 'decision').map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)
  return layout({ title: `Authorize ${req.client.name}`, narrow: true }, html`<div class="card auth-card consent">
<h1>Authorize access</h1>
<p class="lead"><span class="app">${req.client.name}</span><br>wants to access your webintel account</p>
<p>Signed in as <strong>${user.email}</strong>. After you decide you will be sent to <strong class="mono">${host}</strong>.</p>
<h2>This will allow the application to</h2>
${offered.length ? html`<ul class="scopes">${offered.map((s) => html`<li><strong>${SCOPE_TEXT[s][0]}</strong> <span class="muted">${SCOPE_TEXT[s][1]}</span></li>`)}</ul>`
    : html`<p>Nothing beyond knowing who you are: the access it asked for allows no API calls.</p>`}
${inert.length ? html`<p class="muted small">It also asked for ${inert.map((s) => `“${s}”`).join(', ')}, which currently allows nothing in webintel.</p>` : ''}
<form method="post" action="/oauth/authorize">${csrfInput(csrf)}${hidden}
<div class="buttons"><button class="secondary" name="decision" value="deny">Deny</button><button class="primary" name="decision" value="allow">Allow</button></div>
</form>
<p class="muted small">You can revoke this access at any time under Account → Authorised applications. The application never sees your password.</p>
</div>`)
}
