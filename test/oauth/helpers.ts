import { createHash, randomBytes } from 'node:crypto'
import { connect as netConnect } from 'node:net'
import { Agent as Dispatcher, fetch as undiciFetch } from 'undici'
import type { Running } from '../helpers/start-service.ts'

/** A minimal user agent for the portal: keeps cookies, reads CSRF tokens, never follows redirects. */
export class Agent {
  readonly base: string
  readonly cookies = new Map<string, string>()
  private readonly fetch: typeof fetch
  /** `localAddress`: connect from another loopback address (127.0.0.2 …) to play a different client. */
  constructor(base: string, opts: { localAddress?: string } = {}) {
    this.base = base
    const localAddress = opts.localAddress
    const dispatcher = localAddress
      ? new Dispatcher({
        connect: (o, cb) => {
          const s = netConnect({ host: o.hostname, port: Number(o.port), localAddress })
          s.once('connect', () => cb(null, s))
          s.once('error', (err) => cb(err, null))
        },
      })
      : undefined
    this.fetch = dispatcher ? ((url, init) => undiciFetch(url as string, { ...(init as object), dispatcher }) as unknown as Promise<Response>) as typeof fetch : fetch
  }

  private store(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';')
      const i = pair.indexOf('=')
      const v = pair.slice(i + 1)
      if (/max-age=0/i.test(c) || v === '') this.cookies.delete(pair.slice(0, i))
      else this.cookies.set(pair.slice(0, i), v)
    }
  }

  get cookieHeader() { return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }

  async get(path: string, headers: Record<string, string> = {}) {
    const res = await this.fetch(path.startsWith('http') ? path : this.base + path, { redirect: 'manual', headers: { cookie: this.cookieHeader, ...headers } })
    this.store(res)
    return { status: res.status, headers: res.headers, text: await res.text(), location: res.headers.get('location') ?? undefined }
  }

  async post(path: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    const res = await this.fetch(this.base + path, {
      method: 'POST', redirect: 'manual',
      headers: { cookie: this.cookieHeader, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    })
    this.store(res)
    return { status: res.status, headers: res.headers, text: await res.text(), location: res.headers.get('location') ?? undefined }
  }

  /** GET a page, then POST its form with the page's CSRF token plus the given fields. */
  async submit(pagePath: string, action: string, form: Record<string, string>) {
    const page = await this.get(pagePath)
    return this.post(action, { _csrf: csrfOf(page.text), ...form })
  }
}

export function csrfOf(html: string): string {
  const m = /name="_csrf" value="([^"]+)"/.exec(html)
  if (!m) throw new Error('no CSRF token on the page')
  return m[1]
}

export const uniqueEmail = (tag = 'u') => `${tag}-${randomBytes(6).toString('hex')}@example.com`
export const PASSWORD = 'correct horse battery staple'

/** Signs up through the portal form, then logs in (sign-up never signs in: it must not tell who is registered). */
export async function signUp(svc: Running, agent = new Agent(svc.url), email = uniqueEmail()) {
  const r = await agent.submit('/portal/signup', '/portal/signup', { name: 'Test User', email, password: PASSWORD, password_confirm: PASSWORD })
  if (r.status !== 303) throw new Error(`sign-up failed: ${r.status} ${r.text.slice(0, 300)}`)
  if ((await agent.get('/portal/keys')).status !== 200) {
    const login = await agent.submit('/portal/login', '/portal/login', { email, password: PASSWORD })
    if (login.status !== 303) throw new Error(`login after sign-up failed: ${login.status} ${login.text.slice(0, 300)}`)
  }
  const user = await svc.services.accounts.findUserByEmail(email)
  return { agent, email, user: user! }
}

export async function registerApp(svc: Running, ownerId: string, redirectUris = ['https://client.example/cb'], pkceRequired = true) {
  const r = await svc.services.oauth.createClient({ ownerId, name: 'Test App', redirectUris, pkceRequired })
  if (!r.ok) throw new Error(r.message)
  return { clientId: r.client.id, clientSecret: r.clientSecret, redirectUri: redirectUris[0] }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/** Runs /oauth/authorize as the signed-in agent (consenting when asked) and returns the callback URL. */
export async function authorize(agent: Agent, params: Record<string, string>, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const first = await agent.get('/oauth/authorize?' + new URLSearchParams(params).toString())
  if (first.status === 303 && first.location && !first.location.startsWith('/')) return new URL(first.location)
  if (first.status !== 200) throw new Error(`authorize: ${first.status} ${first.location ?? ''} ${first.text.slice(0, 200)}`)
  const form: Record<string, string> = { decision }
  for (const m of first.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) form[m[1]] = m[2].replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
  const second = await agent.post('/oauth/authorize', form)
  if (second.status !== 303 || !second.location) throw new Error(`consent: ${second.status} ${second.text.slice(0, 200)}`)
  return new URL(second.location)
}

/** Full code flow over raw HTTP: returns a fresh code and its verifier. */
export async function getCode(agent: Agent, app: { clientId: string; redirectUri: string }, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkcePair()
  const cb = await authorize(agent, { response_type: 'code', client_id: app.clientId, redirect_uri: app.redirectUri, scope: 'read', state: 'st', code_challenge: challenge, code_challenge_method: 'S256', ...extra })
  const code = cb.searchParams.get('code')
  if (!code) throw new Error('no code in ' + cb)
  return { code, verifier, callback: cb }
}

export async function tokenRequest(base: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const res = await fetch(base + '/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form).toString() })
  const text = await res.text()
  let json: any
  try { json = JSON.parse(text) } catch { json = undefined }
  return { status: res.status, headers: res.headers, json, text }
}

export const basic = (id: string, secret: string) => 'Basic ' + Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')
