import { pino, type Logger } from 'pino'

/** Credentials never reach a log line, wherever they appear in a logged object. */
export const REDACT = [
  'req.headers["x-api-key"]', 'req.headers["x-secret-key"]', 'req.headers.authorization', 'req.headers.cookie',
  'res.headers["set-cookie"]', 'headers["x-api-key"]', 'headers["x-secret-key"]', 'headers.authorization', 'headers.cookie',
  '*.password', '*.secret', '*.apiKey', '*.secretKey', '*.client_secret',
]

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' }, base: { service: 'webintel' } }, destination as never)
}
