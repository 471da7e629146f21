/**
 * Errors raised before a request reaches routing, answered in the documented envelope instead of Fastify's or
 * Node's own bodies: a request line or headers Node cannot parse (the server's `clientError` event), headers over
 * the size limit (431), a request not received in time (408), and a URL Fastify cannot decode (FST_ERR_BAD_URL).
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../errors.ts'
import { logAppError, sendError } from './errors.ts'
import { renderA } from './variant-a/envelope.ts'
import { renderB } from './variant-b/errors.ts'

/** The AppError for a `clientError` of the HTTP server (Node's parser codes, RFC 9110 §15.5.9 and RFC 6585 §5). */
export function clientErrorOf(err: NodeJS.ErrnoException): AppError {
  if (err.code === 'HPE_HEADER_OVERFLOW') return new AppError('headers_too_large', 'The request headers are larger than the server accepts', { cause: err })
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') return new AppError('request_timeout', 'The request was not received in time', { cause: err })
  return new AppError('invalid_request', 'The request is not valid HTTP', { cause: err })
}

/**
 * The server's `clientError` handler: writes the Variant A envelope (no route is known yet) with its status and
 * closes the connection, as Node does. A reset or destroyed socket gets nothing.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const app = clientErrorOf(err)
  if (socket.writable) {
    const body = JSON.stringify(renderA(app))
    socket.write(`HTTP/1.1 ${app.status} ${STATUS_CODES[app.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`)
  }
  socket.destroy()
}

/** Fastify's `frameworkErrors`: a URL it cannot decode, over-long parameters … as 400 in the path's envelope. */
export function answerFrameworkError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
  const code = (error as { code?: string }).code
  const err = new AppError('invalid_request', code === 'FST_ERR_BAD_URL' ? 'The request URL is malformed (an invalid percent-encoding)' : 'The request URL is not valid', { cause: error })
  logAppError(request, err)
  void sendError(reply, err, (request.raw.url ?? '').startsWith('/api/') ? renderB(err) : renderA(err))
}
