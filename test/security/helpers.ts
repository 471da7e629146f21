/** Shared bits of the security suite: loopback fixtures that record what reached them. */
import assert from 'node:assert/strict'
import type { IncomingHttpHeaders } from 'node:http'
import { AppError } from '../../src/errors.ts'
import { startHttp, startRaw, type Fixture } from '../helpers/net-stub.ts'

export interface Recorder extends Fixture { hits: { url: string; headers: IncomingHttpHeaders }[] }

/** An HTTP server on 127.0.0.1 that records every request and answers with `handler` (default: 200 "ok"). */
export async function recorder(handler?: Parameters<typeof startHttp>[0]): Promise<Recorder> {
  const hits: Recorder['hits'] = []
  const f = await startHttp((req, res) => {
    hits.push({ url: req.url ?? '', headers: req.headers })
    if (handler) handler(req, res)
    else res.end('ok')
  })
  return { ...f, hits }
}

/** A raw TCP canary on 127.0.0.1: counts connections and records the bytes sent to it. */
export async function canary(): Promise<Fixture & { connections: number; received: string[] }> {
  const received: string[] = []
  let connections = 0
  const f = await startRaw((s) => { connections++; s.on('data', (b) => received.push(String(b))); s.end() })
  return { port: f.port, close: f.close, received, get connections() { return connections } }
}

export async function rejectsWith(p: Promise<unknown>, code: string, check?: (e: AppError) => void): Promise<AppError> {
  try {
    await p
  } catch (err) {
    assert.ok(err instanceof AppError, `expected an AppError, got ${String(err)}`)
    assert.equal(err.code, code, `${err.code}: ${err.message}`)
    check?.(err)
    return err
  }
  return assert.fail(`expected ${code}, but the call succeeded`)
}
