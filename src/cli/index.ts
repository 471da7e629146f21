import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { describeConfig, loadConfig, type Config } from '../config/load.ts'
import { createSqlStore } from '../store/sql/index.ts'
import { migrate } from '../store/migrations/index.ts'
import { loadServerSecret } from '../auth/secret.ts'
import { createApiKeyService } from '../auth/api-keys/service.ts'
import { SCOPES } from '../auth/oauth/context.ts'
import { parseExpiry } from './expiry.ts'
import { apps, users } from './accounts.ts'
import { CLIENT_COMMANDS, CLIENT_HELP, clientCommand } from './client.ts'
import { SANCTIONS_HELP, sanctions } from './sanctions.ts'

const HELP = `webintel — web intelligence API

Usage: webintel <command> [options]

Commands:
  serve                           start the HTTP server (same as npm start)
  worker                          run background jobs without the HTTP server (needs REDIS_URL)
  migrate                         apply pending database migrations
  keys create --name N [--expires 30d|2027-01-01T00:00:00Z] [--rate-limit N] [--scopes read,write] [--json]
                                  create an API key + secret key (printed once); --scopes limits what it
                                  may call (default: read,write)
  keys list [--json]              list keys (prefix, state, expiry, last use)
  keys revoke ID                  revoke a key
  keys expire ID --at WHEN|never  set or clear a key's expiry
  users create --email E [--name N] --password-stdin [--json]
                                  create a portal account (password read from stdin)
  users reset-link --email E [--json]
                                  print a one-time password-reset link for a portal account (1 h)
  apps create --owner E --name N --redirect-uri U [--redirect-uri U …] [--allow-no-pkce] [--json]
                                  register an OAuth application (client secret printed once)
  screen <file.csv|file.txt|-> --out results.csv [--operation analyze] [--report report.html]
         [--server URL --key KEY] [--concurrency N] [--resume]
                                  screen a list of sites (in this process, or as a batch job on a server);
                                  \`webintel screen --help\` for every option
  intel build-cache               build the content-intelligence caches now (else the first start does,
                                  ~10 s) into WEBINTEL_INTEL_CACHE_DIR or WEBINTEL_DATA_DIR
  config                          list every environment variable with its default
${CLIENT_HELP}
${SANCTIONS_HELP}

Every command reads the same environment as the server (WEBINTEL_DATA_DIR, DATABASE_URL …) and works
while the server is running: the embedded database is opened in WAL mode with a busy timeout, so the
CLI and the server share it without lock errors.`

type Out = { log: (s: string) => void; err: (s: string) => void }
const std: Out = { log: (s) => process.stdout.write(s + '\n'), err: (s) => process.stderr.write(s + '\n') }

async function withKeys<T>(cfg: Config, fn: (svc: ReturnType<typeof createApiKeyService>) => Promise<T>): Promise<T> {
  const store = await createSqlStore({ databaseUrl: cfg.core.databaseUrl, dataDir: cfg.core.dataDir })
  try {
    const { secret } = loadServerSecret(cfg.core.secret, cfg.core.dataDir)
    return await fn(createApiKeyService({ store: store.apiKeys, secret }))
  } finally { await store.close() }
}

/**
 * Tells running nodes to forget cached key records now (Redis pub/sub), so a revocation from the CLI
 * takes effect at once instead of within the 10 s memo. Best effort: without Redis, the memo bounds it.
 */
async function broadcastKeyChange(cfg: Config, out: Out): Promise<void> {
  if (!cfg.core.redisUrl) return
  const { Redis } = await import('ioredis')
  const redis = new Redis(cfg.core.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 3000 })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.publish(`${cfg.core.redisPrefix}keys:invalidate`, 'cli')
  } catch (err) {
    out.err(`webintel: could not notify running nodes through Redis (${(err as Error).message}); they follow within 10 s`)
  } finally { redis.disconnect() }
}

function keyState(k: { revokedAt: string | null; expiresAt: string | null }): string {
  if (k.revokedAt) return 'revoked'
  if (k.expiresAt && Date.parse(k.expiresAt) <= Date.now()) return 'expired'
  return 'active'
}

export async function main(argv: string[], env: Record<string, string | undefined> = process.env, out: Out = std, stdin: NodeJS.ReadableStream = process.stdin): Promise<number> {
  const [cmd, sub, ...rest] = argv
  if (!cmd || cmd === '--help' || cmd === '-h' || cmd === 'help') { out.log(HELP); return 0 }
  let cfg: Config
  try { cfg = loadConfig(env) } catch (err) { out.err(`webintel: invalid configuration: ${(err as Error).message}`); return 78 }
  try {
    switch (cmd) {
      case 'serve': {
        const { serve } = await import('../main.ts')
        await serve(env)
        return 0
      }
      case 'worker': {
        const { runWorker } = await import('../worker.ts')
        await runWorker(env)
        return 0
      }
      case 'migrate': {
        const store = await createSqlStore({ databaseUrl: cfg.core.databaseUrl, dataDir: cfg.core.dataDir, migrate: false })
        try {
          const applied = await migrate(store.db)
          out.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date')
        } finally { await store.close() }
        return 0
      }
      case 'intel': {
        if (sub !== 'build-cache') { out.err('webintel: intel needs: build-cache'); return 2 }
        // The caches the first server start would build (word vectors, WordNet), built now: for images and installs.
        const { buildIntelCache } = await import('../operations/intel-cache.ts')
        const dir = cfg.core.intelCacheDir ?? cfg.core.dataDir
        const say = (o: object | string, msg?: string) => out.log(typeof o === 'string' ? o : msg ?? '')
        const e = await buildIntelCache(dir, { debug() {}, info: say, warn: say, error: say })
        out.log(`intelligence caches ready in ${dir} (${e.builtNow ? 'built now' : 'already built'}; ${e.vocabulary} words)`)
        return 0
      }
      case 'config': {
        for (const v of describeConfig()) out.log(`${v.env}=${v.default ?? ''}\t# ${v.description}`)
        return 0
      }
      case 'screen': {
        const { screen } = await import('./screen.ts')
        return await screen(cfg, env, argv.slice(1), out, () => readFileSync(0, 'utf8'))
      }
      case 'keys': return await keys(cfg, sub, rest, out)
      case 'users': return await users(cfg, sub, rest, out, stdin)
      case 'apps': return await apps(cfg, sub, rest, out)
      case 'mcp': {
        const { mcpCommand } = await import('./mcp.ts')
        return await mcpCommand(argv.slice(1), cfg, env, out)
      }
      case 'sanctions': return await sanctions(cfg, sub, rest, out)
      default:
        if (CLIENT_COMMANDS.has(cmd)) return await clientCommand(cmd, argv.slice(1), cfg, env, out)
        out.err(`webintel: unknown command "${cmd}"\n\n${HELP}`)
        return 2
    }
  } catch (err) {
    out.err(`webintel: ${(err as Error).message}`)
    return 1
  }
}

async function keys(cfg: Config, sub: string | undefined, args: string[], out: Out): Promise<number> {
  const { values, positionals } = parseArgs({
    args, allowPositionals: true, strict: true,
    options: { name: { type: 'string' }, expires: { type: 'string' }, at: { type: 'string' }, 'rate-limit': { type: 'string' }, scopes: { type: 'string' }, json: { type: 'boolean' } },
  })
  switch (sub) {
    case 'create': {
      if (!values.name?.trim()) { out.err('webintel: keys create needs --name'); return 2 }
      const expiresAt = values.expires ? parseExpiry(values.expires) : null
      const rl = values['rate-limit'] !== undefined ? Number(values['rate-limit']) : null
      if (rl !== null && (!Number.isInteger(rl) || rl < 1)) { out.err('webintel: --rate-limit must be a positive whole number'); return 2 }
      let scopes: string[] | undefined
      if (values.scopes !== undefined) {
        const asked = values.scopes.split(/[\s,]+/).filter(Boolean)
        const unknown = asked.filter((s) => !(SCOPES as readonly string[]).includes(s))
        if (asked.length === 0 || unknown.length > 0) { out.err(`webintel: --scopes takes a comma-separated list of ${SCOPES.join(', ')}${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`); return 2 }
        scopes = SCOPES.filter((s) => asked.includes(s))
      }
      const created = await withKeys(cfg, (svc) => svc.create({ name: values.name!.trim(), expiresAt, rateLimitPerMinute: rl, scopes }))
      const shown = { id: created.record.id, name: created.record.name, api_key: created.apiKey, secret_key: created.secretKey, expires_at: created.record.expiresAt, rate_limit_per_minute: created.record.rateLimitPerMinute, scopes: created.record.scopes }
      if (values.json) out.log(JSON.stringify(shown))
      else out.log(`Created ${shown.id} (${shown.name}), scopes ${shown.scopes.join(', ')}.\nAPI key:    ${shown.api_key}\nSecret key: ${shown.secret_key}\nThey are shown only now: store them safely.`)
      return 0
    }
    case 'list': {
      const list = await withKeys(cfg, (svc) => svc.list())
      const rows = list.map((k) => ({ id: k.id, name: k.name, prefix: k.prefix, state: keyState(k), created_at: k.createdAt, expires_at: k.expiresAt, last_used_at: k.lastUsedAt, rate_limit_per_minute: k.rateLimitPerMinute }))
      if (values.json) out.log(JSON.stringify(rows))
      else for (const r of rows) out.log(`${r.id}\t${r.prefix}…\t${r.state}\t${r.name}\tcreated ${r.created_at}\texpires ${r.expires_at ?? 'never'}\tlast used ${r.last_used_at ?? 'never'}`)
      return 0
    }
    case 'revoke': {
      const id = positionals[0]
      if (!id) { out.err('webintel: keys revoke needs a key id'); return 2 }
      const done = await withKeys(cfg, (svc) => svc.revoke(id))
      if (!done) { out.err(`webintel: no active key ${id}`); return 1 }
      await broadcastKeyChange(cfg, out)
      out.log(`revoked ${id}`)
      return 0
    }
    case 'expire': {
      const id = positionals[0]
      if (!id || !values.at) { out.err('webintel: keys expire needs a key id and --at WHEN|never'); return 2 }
      const at = values.at === 'never' ? null : parseExpiry(values.at)
      const done = await withKeys(cfg, (svc) => svc.setExpiry(id, at))
      if (!done) { out.err(`webintel: no key ${id}`); return 1 }
      await broadcastKeyChange(cfg, out)
      out.log(`${id} expires ${at ? at.toISOString() : 'never'}`)
      return 0
    }
    default:
      out.err('webintel: keys needs one of create, list, revoke, expire')
      return 2
  }
}
