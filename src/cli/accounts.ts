import { parseArgs } from 'node:util'
import type { Config } from '../config/load.ts'
import { createSqlStore } from '../store/sql/index.ts'
import { loadServerSecret } from '../auth/secret.ts'
import { createAccounts } from '../auth/accounts.ts'
import { createOAuth } from '../auth/oauth/index.ts'
import { publicUrlOf } from '../config/load.ts'

type Out = { log: (s: string) => void; err: (s: string) => void }

async function withServices<T>(cfg: Config, fn: (s: { accounts: ReturnType<typeof createAccounts>; oauth: ReturnType<typeof createOAuth> }) => Promise<T>): Promise<T> {
  const store = await createSqlStore({ databaseUrl: cfg.core.databaseUrl, dataDir: cfg.core.dataDir })
  try {
    const { secret } = loadServerSecret(cfg.core.secret, cfg.core.dataDir)
    return await fn({ accounts: createAccounts({ store, secret }), oauth: createOAuth({ store: store.oauth, secret, issuer: () => publicUrlOf(cfg) }) })
  } finally { await store.close() }
}

async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  let data = ''
  for await (const chunk of stdin) data += String(chunk)
  // One trailing newline (echo, heredoc) is not part of the password.
  return data.replace(/\r?\n$/, '')
}

/** `webintel users create --email E [--name N] --password-stdin` (the password never appears in argv or history). */
export async function users(cfg: Config, sub: string | undefined, args: string[], out: Out, stdin: NodeJS.ReadableStream = process.stdin): Promise<number> {
  const { values } = parseArgs({ args, strict: true, options: { email: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' }, json: { type: 'boolean' } } })
  if (sub === 'reset-link') {
    if (!values.email) { out.err('webintel: users reset-link needs --email'); return 2 }
    return withServices(cfg, async ({ accounts }) => {
      const t = await accounts.resetToken(values.email!)
      if (!t) { out.err(`webintel: no user with email ${values.email}`); return 1 }
      const link = `${publicUrlOf(cfg).replace(/\/+$/, '')}/portal/reset?token=${encodeURIComponent(t.token)}`
      if (values.json) out.log(JSON.stringify({ email: t.user.email, link, expires_at: t.expiresAt.toISOString() }))
      else out.log(`Password-reset link for ${t.user.email} (works once, until ${t.expiresAt.toISOString()}):\n${link}`)
      return 0
    })
  }
  if (sub !== 'create') { out.err('webintel: users needs: create --email E --password-stdin, or reset-link --email E'); return 2 }
  if (!values.email) { out.err('webintel: users create needs --email'); return 2 }
  if (!values['password-stdin']) { out.err('webintel: users create needs --password-stdin (pipe the password in)'); return 2 }
  const password = await readStdin(stdin)
  const r = await withServices(cfg, ({ accounts }) => accounts.signUp({ email: values.email!, name: values.name ?? values.email!.split('@')[0], password }))
  if (!r.ok) { out.err(`webintel: ${r.field}: ${r.message}`); return 1 }
  const shown = { id: r.user.id, email: r.user.email, name: r.user.name, created_at: r.user.createdAt }
  out.log(values.json ? JSON.stringify(shown) : `Created user ${shown.id} (${shown.email}).`)
  return 0
}

/** `webintel apps create --owner E --name N --redirect-uri U [--redirect-uri …] [--allow-no-pkce] [--json]`. */
export async function apps(cfg: Config, sub: string | undefined, args: string[], out: Out): Promise<number> {
  const { values } = parseArgs({
    args, strict: true,
    options: { owner: { type: 'string' }, name: { type: 'string' }, 'redirect-uri': { type: 'string', multiple: true }, 'allow-no-pkce': { type: 'boolean' }, json: { type: 'boolean' } },
  })
  if (sub !== 'create') { out.err('webintel: apps needs: create --owner E --name N --redirect-uri U'); return 2 }
  if (!values.owner || !values.name || !values['redirect-uri']?.length) { out.err('webintel: apps create needs --owner, --name and at least one --redirect-uri'); return 2 }
  return withServices(cfg, async ({ accounts, oauth }) => {
    const owner = await accounts.findUserByEmail(values.owner!)
    if (!owner) { out.err(`webintel: no user with email ${values.owner}`); return 1 }
    const r = await oauth.createClient({ ownerId: owner.id, name: values.name!, redirectUris: values['redirect-uri']!, pkceRequired: !values['allow-no-pkce'] })
    if (!r.ok) { out.err(`webintel: ${r.field}: ${r.message}`); return 1 }
    const shown = { client_id: r.client.id, client_secret: r.clientSecret, name: r.client.name, redirect_uris: r.client.redirectUris, pkce_required: r.client.pkceRequired, owner: owner.email }
    if (values.json) out.log(JSON.stringify(shown))
    else out.log(`Registered ${shown.name}.\nClient ID:     ${shown.client_id}\nClient secret: ${shown.client_secret}\nThe secret is shown only now: store it safely.`)
    return 0
  })
}
