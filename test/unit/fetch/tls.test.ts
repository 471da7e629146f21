/** HTTPS over the pinned socket: SNI and certificate checks use the URL's host, not the address. */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { AppError } from '../../../src/errors.ts'
import { createSafeFetcher } from '../../../src/fetch/safe-fetcher.ts'
import { PUBLIC_A, stubNet } from '../../helpers/net-stub.ts'

const dir = new URL('../../fixtures/fetch/', import.meta.url)
const cert = readFileSync(new URL('tls-cert.pem', dir))
const key = readFileSync(new URL('tls-key.pem', dir))

test('https: SNI carries the host name, the certificate is verified against it', async () => {
  let sni = ''
  const server = https.createServer({ cert, key }, (_req, res) => res.end('secure'))
  server.on('secureConnection', (s) => { sni = (s as unknown as { servername: string }).servername })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  const net = stubNet({ 'tls.fixture-web.com': [[PUBLIC_A]], 'other.fixture-web.com': [[PUBLIC_A]] }, { [PUBLIC_A]: port })
  const fetcher = createSafeFetcher({ allowPrivate: false, resolve: net.resolve, connect: net.connect, tls: { ca: cert }, timeoutMs: 2000 })
  const res = await fetcher.fetch('https://tls.fixture-web.com/')
  assert.equal(res.text, 'secure')
  assert.equal(sni, 'tls.fixture-web.com')
  assert.equal(res.remoteAddress, PUBLIC_A)
  // Same server, a name the certificate does not cover: the handshake must fail.
  const err = await fetcher.fetch('https://other.fixture-web.com/').catch((e: unknown) => e)
  assert.ok(err instanceof AppError)
  assert.equal(err.code, 'fetch_failed')
  assert.equal(err.details?.reason, 'tls')
  await fetcher.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})
