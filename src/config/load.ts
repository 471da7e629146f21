import { coreSection } from './schema.ts'
import { tlsSection } from '../server/config.ts'
import { connectionsSection } from '../server/config.ts'
import { fetchConfigSection } from '../fetch/config.ts'
import { mediaConfigSection } from '../media/config.ts'
import { whoisConfig } from '../whois/config.ts'
import { intelSection } from '../intel/config.ts'
import { extractVars } from '../extract/config.ts'
import { jobsSection } from '../jobs/config.ts'
import { metricsSection } from '../metrics/config.ts'
import { sitecheckSection } from '../sitecheck/config.ts'
import { authSection } from '../auth/config.ts'
import { sanctionsSection } from '../sanctions/config.ts'
import { portalSection } from '../portal/config.ts'
import { loadSection, type Section, type Var } from './vars.ts'

/** Every config section, in README order. Engines add theirs here. */
export const sections = {
  core: coreSection,
  tls: tlsSection,
  connections: connectionsSection,
  fetch: fetchConfigSection,
  extract: extractVars,
  whois: whoisConfig,
  intel: intelSection,
  media: mediaConfigSection,
  sitecheck: sitecheckSection,
  sanctions: sanctionsSection,
  jobs: jobsSection,
  metrics: metricsSection,
  auth: authSection,
  portal: portalSection,
} satisfies Record<string, Record<string, Var<any, any>>>

export type Config = { readonly [K in keyof typeof sections]: Section<(typeof sections)[K]> }

/**
 * The only reader of process.env. Validates once; throws a one-line reason on a bad value.
 * The result is frozen and passed down as an argument.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const out: Record<string, unknown> = {}
  for (const [name, section] of Object.entries(sections)) out[name] = loadSection(section, env)
  const cfg = out as Config
  const { bootstrapApiKey, bootstrapSecretKey } = cfg.core
  if ((bootstrapApiKey === undefined) !== (bootstrapSecretKey === undefined)) {
    throw new Error('WEBINTEL_BOOTSTRAP_API_KEY and WEBINTEL_BOOTSTRAP_SECRET_KEY must be set together')
  }
  const { certFile, keyFile, caFile, redirectPort } = cfg.tls
  if ((certFile === undefined) !== (keyFile === undefined)) throw new Error('WEBINTEL_TLS_CERT_FILE and WEBINTEL_TLS_KEY_FILE must be set together')
  if (caFile !== undefined && certFile === undefined) throw new Error('WEBINTEL_TLS_CA_FILE needs WEBINTEL_TLS_CERT_FILE and WEBINTEL_TLS_KEY_FILE')
  if (redirectPort !== undefined && certFile === undefined) throw new Error('WEBINTEL_HTTP_REDIRECT_PORT needs native TLS (WEBINTEL_TLS_CERT_FILE and WEBINTEL_TLS_KEY_FILE); behind a proxy, let the proxy redirect')
  if (redirectPort !== undefined && redirectPort !== 0 && redirectPort === cfg.core.port) throw new Error('WEBINTEL_HTTP_REDIRECT_PORT must differ from PORT')
  if (cfg.media.providers.includes('newsapi') && !cfg.media.newsapiKey) throw new Error('WEBINTEL_NEWS_PROVIDERS: newsapi needs WEBINTEL_NEWSAPI_KEY')
  return Object.freeze(cfg)
}

/** All variables with their descriptions and defaults (README table, `webintel config`). */
export function describeConfig(): { env: string; default: string | undefined; description: string }[] {
  return Object.values(sections).flatMap((s) => Object.values(s).map((v: Var<unknown>) => ({ env: v.env, default: v.default, description: v.description })))
}

/** WEBINTEL_PUBLIC_URL, or the listener's own address (https with native TLS). */
export function publicUrlOf(cfg: Config, port?: number): string {
  const scheme = cfg.tls.certFile !== undefined ? 'https' : 'http'
  return cfg.core.publicUrl ?? `${scheme}://${cfg.core.host.includes(':') ? `[${cfg.core.host}]` : cfg.core.host}:${port ?? cfg.core.port}`
}
