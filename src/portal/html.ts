/** Tiny HTML builder: every interpolated value goes through esc() unless it is already Html. */
export class Html {
  readonly value: string
  constructor(value: string) { this.value = value }
  toString() { return this.value }
}

export const esc = (v: unknown): string =>
  String(v ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Tagged template: strings are escaped, Html and arrays of Html are inserted as they are. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]
  values.forEach((v, i) => {
    const parts = Array.isArray(v) ? v : [v]
    for (const p of parts) out += p instanceof Html ? p.value : p === false || p === null || p === undefined ? '' : esc(p)
    out += strings[i + 1]
  })
  return new Html(out)
}

export interface PageUser { name: string; email: string }

export interface LayoutOptions {
  title: string
  user?: PageUser | null
  csrf?: string
  active?: 'keys' | 'apps' | 'usage' | 'account'
  narrow?: boolean
}

const nav = (active: LayoutOptions['active']) => [
  ['keys', '/portal/keys', 'API Keys'], ['apps', '/portal/apps', 'Applications'], ['usage', '/portal/usage', 'Usage'], ['account', '/portal/account', 'Account'],
].map(([id, href, label]) => html`<a href="${href}"${active === id ? new Html(' aria-current="page"') : ''}>${label}</a>`)

export function layout(o: LayoutOptions, body: Html): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${o.title} · webintel</title>
<link rel="stylesheet" href="/portal/assets/style.css">
<script src="/portal/assets/portal.js" defer></script>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="top">
  <a class="brand" href="/portal"><span class="logo" aria-hidden="true">◆</span> webintel <span class="muted">developer portal</span></a>
  ${o.user ? html`<nav aria-label="Main">${nav(o.active)}</nav>
  <form method="post" action="/portal/logout" class="logout"><input type="hidden" name="_csrf" value="${o.csrf}"><span class="who">${o.user.email}</span><button class="link">Log out</button></form>` : ''}
</header>
<main id="main" class="${o.narrow ? 'narrow' : 'wide'}">
${body}
</main>
<footer class="foot">webintel · <a href="/docs">API reference</a></footer>
</body>
</html>`.value
}

/** A labelled input with its error message tied to it (aria-describedby) for screen readers. */
export function field(o: { name: string; label: string; type?: string; value?: string; error?: string; hint?: string; autocomplete?: string; required?: boolean; textarea?: boolean }): Html {
  const id = `f-${o.name}`
  const describedBy = [o.hint ? `${id}-hint` : '', o.error ? `${id}-err` : ''].filter(Boolean).join(' ')
  const attrs = new Html([
    `id="${id}" name="${esc(o.name)}"`,
    o.autocomplete ? `autocomplete="${esc(o.autocomplete)}"` : '',
    o.required === false ? '' : 'required',
    describedBy ? `aria-describedby="${describedBy}"` : '',
    o.error ? 'aria-invalid="true"' : '',
  ].filter(Boolean).join(' '))
  const control = o.textarea
    ? html`<textarea ${attrs} rows="3">${o.value ?? ''}</textarea>`
    : html`<input type="${o.type ?? 'text'}" ${attrs} value="${o.type === 'password' ? '' : o.value ?? ''}">`
  return html`<div class="field${o.error ? ' has-error' : ''}">
  <label for="${id}">${o.label}</label>
  ${o.hint ? html`<p class="hint" id="${id}-hint">${o.hint}</p>` : ''}
  ${control}
  ${o.error ? html`<p class="error" id="${id}-err">${o.error}</p>` : ''}
</div>`
}

export const csrfInput = (token: string) => html`<input type="hidden" name="_csrf" value="${token}">`

export function alertBox(kind: 'error' | 'success' | 'info', message: string | undefined): Html {
  if (!message) return new Html('')
  return html`<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${message}</div>`
}

/** A one-time secret with a copy button (the script only adds the button; the value is selectable without it). */
export function secretBox(label: string, value: string, id: string): Html {
  return html`<div class="secret">
  <label for="${id}">${label}</label>
  <div class="copyrow"><input id="${id}" class="mono" readonly value="${value}"><button type="button" class="copy" data-copy="${id}">Copy</button></div>
</div>`
}

export const fmtDate = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ') + ' UTC' : '—')
