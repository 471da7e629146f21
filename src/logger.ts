import { pino, type Logger } from 'pino'

/** Credentials never reach a log line, wherever they appear in a logged object. */
export const REDACT = [
  'req.headers["x-api-key"]', 'req.headers["x-secret-key"]', 'req.headers.authorization', 'req.headers.cookie',
  'res.headers["set-cookie"]', 'headers["x-api-key"]', 'headers["x-secret-key"]', 'headers.authorization', 'headers.cookie',
  '*.password', '*.secret', '*.apiKey', '*.secretKey', '*.client_secret',
]

/** Query parameters whose values are credentials: masked wherever a URL is logged (checklist AS-16, AS-23). */
const SECRET_PARAMS = /([?&](?:access_token|refresh_token|token|code|client_secret|api_key|apikey|key|secret|password)=)[^&#]*/gi

export function maskUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]')
}

/** The request as logged: method, masked URL, host, remote address — never headers with credentials. */
function serializeRequest(req: { method?: string; url?: string; host?: string; hostname?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: req.url === undefined ? undefined : maskUrl(req.url), host: req.host ?? req.hostname, remoteAddress: req.ip }
}

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino({
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    base: { service: 'webintel' },
    serializers: { req: serializeRequest, err: pino.stdSerializers.err },
  }, destination as never)
}
