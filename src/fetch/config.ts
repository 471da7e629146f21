/**
 * The `fetch` configuration section: every outbound web request goes through the safe
 * fetcher, and these are its limits. docs/fetch.md documents them.
 */
import { bool, int, loadSection, str, type Var } from '../config/vars.ts'

/** Names the software truthfully; operators should add their own contact URL via WEBINTEL_FETCH_USER_AGENT. */
export const DEFAULT_USER_AGENT = 'webintel/0.1 (self-hosted web intelligence API; metadata fetcher)'

/** The ports fetched by default: HTTP, HTTPS and their two common alternates. */
export const DEFAULT_ALLOWED_PORTS = '80,443,8080,8443'

/** `*` (any port) or a comma-separated list of TCP ports. */
function portList(env: string, def: string, description: string): Var<readonly number[] | 'any', string> {
  return {
    env, description, default: def,
    parse(raw) {
      if (raw.trim() === '*') return 'any'
      const ports = raw.split(',').map((p) => p.trim()).filter(Boolean)
      if (ports.length === 0 || ports.some((p) => !/^\d{1,5}$/.test(p) || Number(p) < 1 || Number(p) > 65535)) {
        throw new Error(`${env}=${JSON.stringify(raw)}: expected * or a comma-separated list of ports 1-65535`)
      }
      return [...new Set(ports.map(Number))]
    },
  }
}

export const fetchConfigSection = {
  allowPrivate: bool('WEBINTEL_FETCH_ALLOW_PRIVATE', false,
    'Allow loopback, private, link-local and other non-public addresses. For local testing only: it lifts the address rule and nothing else.'),
  allowedPorts: portList('WEBINTEL_FETCH_ALLOWED_PORTS', DEFAULT_ALLOWED_PORTS,
    'TCP ports fetched on public hosts (comma-separated), for the first URL and every redirect hop, in every outbound client that follows a link learned from outside (web pages, RDAP, news and model-provider redirects). `*` = any port. Addresses admitted only by WEBINTEL_FETCH_ALLOW_PRIVATE may use any port.'),
  connectTimeoutMs: int('WEBINTEL_FETCH_CONNECT_TIMEOUT_MS', 3000,
    'Milliseconds allowed for DNS resolution plus the TCP (and TLS) handshake of one connection.', { min: 1 }),
  headersTimeoutMs: int('WEBINTEL_FETCH_HEADERS_TIMEOUT_MS', 5000,
    'Milliseconds allowed between sending a request and receiving the complete response headers.', { min: 1 }),
  timeoutMs: int('WEBINTEL_FETCH_TIMEOUT_MS', 10000,
    'Overall deadline in milliseconds for one fetch, redirects and the whole body included (a slow drip still ends).', { min: 1 }),
  maxBytes: int('WEBINTEL_FETCH_MAX_BYTES', 5 * 1024 * 1024,
    'Maximum decoded (decompressed) body size in bytes; longer bodies are cut and flagged as truncated.', { min: 1 }),
  maxCompressionRatio: int('WEBINTEL_FETCH_MAX_COMPRESSION_RATIO', 100,
    'Refuse a compressed body (fetch_failed, reason decompression_bomb) once it has decoded to 1 MiB or more and to more than this many times the compressed bytes read; HTML rarely passes 20:1, zero-filled bombs reach 1000:1. 0 = never refuse (bodies are still cut at WEBINTEL_FETCH_MAX_BYTES).', { min: 0 }),
  maxRedirects: int('WEBINTEL_FETCH_MAX_REDIRECTS', 5,
    'Maximum redirect hops followed; every hop is checked again by the address guard.', { min: 0, max: 20 }),
  maxHeaderBytes: int('WEBINTEL_FETCH_MAX_HEADER_BYTES', 32 * 1024,
    'Maximum total size in bytes of one response header block.', { min: 1024 }),
  concurrency: int('WEBINTEL_FETCH_CONCURRENCY', 64,
    'Maximum outbound fetches in flight across the whole process; more wait in line.', { min: 1 }),
  perHostConcurrency: int('WEBINTEL_FETCH_PER_HOST_CONCURRENCY', 8,
    'Maximum outbound fetches in flight to one host name; more wait in line.', { min: 1 }),
  queueMax: int('WEBINTEL_FETCH_QUEUE_MAX', 256,
    'Maximum fetches waiting for a free slot (global or per-host), all hosts together; one more is refused at once with 503 service_unavailable and Retry-After instead of waiting until its deadline. 0 = never wait.', { min: 0 }),
  userAgent: str('WEBINTEL_FETCH_USER_AGENT', DEFAULT_USER_AGENT,
    'User-Agent header sent on every outbound request. Keep it truthful: name the service and a contact URL.',
    (v) => (/^[\x20-\x7e]+$/.test(v) ? undefined : 'must be printable ASCII')),
  cacheTtlMs: int('WEBINTEL_FETCH_CACHE_TTL_MS', 300000,
    'Milliseconds a fetched response stays in the response cache; 0 turns caching off. Callers pass fresh=true to bypass it.', { min: 0 }),
}

/** The loaded section: every variable has a default, so every field is set. */
export interface FetchConfig {
  readonly allowPrivate: boolean
  readonly allowedPorts: readonly number[] | 'any'
  readonly connectTimeoutMs: number
  readonly headersTimeoutMs: number
  readonly timeoutMs: number
  readonly maxBytes: number
  readonly maxCompressionRatio: number
  readonly maxRedirects: number
  readonly maxHeaderBytes: number
  readonly concurrency: number
  readonly perHostConcurrency: number
  readonly queueMax: number
  readonly userAgent: string
  readonly cacheTtlMs: number
}

/** Loads the section from an environment object (the global loader does the same from process.env). */
export function loadFetchConfig(env: Record<string, string | undefined> = {}): FetchConfig {
  return loadSection(fetchConfigSection, env) as FetchConfig
}
