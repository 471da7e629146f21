import { pino, type Logger } from 'pino'
import { maskHeaders, maskUrl } from './fetch/credentials.ts'

export { maskUrl }

/** Credentials never reach a log line, wherever they appear in a logged object. */
export const REDACT = [
  'req.headers["x-api-key"]', 'req.headers["x-secret-key"]', 'req.headers.authorization', 'req.headers.cookie',
  'res.headers["set-cookie"]', 'headers["x-api-key"]', 'headers["x-secret-key"]', 'headers.authorization', 'headers.cookie',
  '*.password', '*.secret', '*.apiKey', '*.secretKey', '*.client_secret',
]

/**
 * Credential-looking query parameters (x-api-key, api_key, apiKey, access_token, token, secret, password, code …,
 * any spelling: src/fetch/credentials.ts) are masked wherever a URL is logged: the request line, and any `url` field.
 */
const maskAnyUrl = (u: unknown): unknown => (typeof u === 'string' ? maskUrl(u) : u)

/** The request as logged: method, masked URL, host, remote address — never headers with credentials. */
function serializeRequest(req: { method?: string; url?: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: req.url === undefined ? undefined : maskUrl(req.url), host: req.host ?? req.hostname, remoteAddress: req.ip }
}

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino({
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: { service: 'webintel' },
    // Headers logged under any `headers` field keep their names but lose credential values, whatever the spelling.
    serializers: { req: serializeRequest, err: pino.stdSerializers.err, url: maskAnyUrl, headers: maskHeaders },
  }, destination as never)
}
