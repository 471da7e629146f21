/** Shared bits of the security suite: loopback fixtures that record what reached them. */
import assert from 'node:assert/strict'
import type http from 'node:http'
import type { IncomingHttpHeaders } from 'node:http'
import { AppError } from '../../src/errors.ts'
import { Agent, request } from 'undici'
import { stubNet, startHttp, startRaw, PUBLIC_A, type Fixture, type StubNet } from '../helpers/net-stub.ts'

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


/** Pages served by path, each under every host name of `hosts` (all routed to one loopback server). */
export async function hostileSite(pages: Record<string, { body: string | Buffer; type?: string }>, hosts: string[]): Promise<{ fixture: Fixture; net: StubNet }> {
  const fixture = await startHttp((req: http.IncomingMessage, res: http.ServerResponse) => {
    const page = pages[new URL(req.url ?? '/', 'http://x').pathname]
    if (!page) { res.writeHead(404).end('not found'); return }
    res.writeHead(200, { 'content-type': page.type ?? 'text/html; charset=utf-8' }).end(page.body)
  })
  const net = stubNet(Object.fromEntries(hosts.map((h) => [h, [[PUBLIC_A]]])), { [PUBLIC_A]: fixture.port })
  return { fixture, net }
}

/** `<tag>` opened `depth` times with a word inside each, never closed: a deeply nested page. */
export function deepPage(depth: number, tag = 'div', title = 'Deep'): string {
  return `<!doctype html><html><head><title>${title}</title></head><body>${`<${tag}>w `.repeat(depth)}</body></html>`
}

export interface HealthWatch {
  /** Stops polling; resolves with the slowest answer (ms), the number of answers, and failures. */
  stop(): Promise<{ maxMs: number; answers: number; failures: number }>
}

/**
 * Polls GET /healthz one request after another, the next one due `everyMs` after the previous answer, and
 * times each from when it was due to its answer: a blocked event loop shows as one slow answer, whether it
 * blocked during a request or during the pause before it.
 */
export function watchHealth(baseUrl: string, everyMs = 20): HealthWatch {
  const agent = new Agent({ connections: 2 })
  let running = true
  let maxMs = 0, answers = 0, failures = 0
  let wake: (() => void) | undefined
  const loop = (async () => {
    let due = performance.now()
    while (running) {
      try {
        const res = await request(`${baseUrl}/healthz`, { dispatcher: agent })
        await res.body.text()
        if (res.statusCode === 200) answers++; else failures++
      } catch { failures++ }
      const now = performance.now()
      maxMs = Math.max(maxMs, now - due)
      due = now + everyMs
      await new Promise<void>((r) => { wake = r; setTimeout(r, everyMs) })
    }
  })()
  return {
    async stop() {
      running = false
      wake?.()
      await loop
      await agent.destroy()
      return { maxMs, answers, failures }
    },
  }
}
