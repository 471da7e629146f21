import { createServer, connect, type Server, type Socket } from 'node:net'

export type FaultMode =
  /** Forward both ways (after `latencyMs` per chunk). */
  | 'pass'
  /** Accept, then reset at once: the backend is down. */
  | 'reset'
  /** Accept and never answer: a network partition. */
  | 'blackhole'

export interface FaultProxy {
  readonly port: number
  mode: FaultMode
  /** Delay added to every chunk in both directions. */
  latencyMs: number
  /** Reset a connection after this many bytes came back from the target (0 = never). */
  resetAfterBytes: number
  /** Open client connections. */
  readonly connections: number
  /** Resets every open connection (a restart or crash of the target, as clients see it). */
  cutAll(): void
  close(): Promise<void>
}

/**
 * A small TCP fault injector on 127.0.0.1 (no toxiproxy on the test machines). Put it between the
 * service and PostgreSQL, Redis or an upstream, then switch `mode` while traffic flows.
 */
export async function createFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const open = new Set<Socket>()
  const state = { mode: 'pass' as FaultMode, latencyMs: 0, resetAfterBytes: 0 }
  const pipe = (from: Socket, to: Socket, countBack: boolean) => {
    let seen = 0
    from.on('data', (chunk: Buffer) => {
      const forward = () => {
        if (to.destroyed) return
        to.write(chunk)
        if (countBack && state.resetAfterBytes > 0 && (seen += chunk.length) >= state.resetAfterBytes) {
          from.resetAndDestroy(); to.resetAndDestroy()
        }
      }
      if (state.latencyMs > 0) setTimeout(forward, state.latencyMs)
      else forward()
    })
    from.on('end', () => { if (!to.destroyed) to.end() })
  }
  const server: Server = createServer((client) => {
    open.add(client)
    client.on('close', () => open.delete(client))
    client.on('error', () => {})
    if (state.mode === 'reset') { client.resetAndDestroy(); return }
    if (state.mode === 'blackhole') return
    const upstream = connect(target.port, target.host)
    open.add(upstream)
    upstream.on('close', () => { open.delete(upstream); if (!client.destroyed) client.destroy() })
    client.on('close', () => { if (!upstream.destroyed) upstream.destroy() })
    upstream.on('error', () => { if (!client.destroyed) client.resetAndDestroy() })
    pipe(client, upstream, false)
    pipe(upstream, client, true)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  return {
    port,
    get mode() { return state.mode },
    set mode(m) { state.mode = m },
    get latencyMs() { return state.latencyMs },
    set latencyMs(v) { state.latencyMs = v },
    get resetAfterBytes() { return state.resetAfterBytes },
    set resetAfterBytes(v) { state.resetAfterBytes = v },
    get connections() { return [...open].length },
    cutAll() { for (const s of open) s.resetAndDestroy(); open.clear() },
    close() {
      for (const s of open) s.destroy()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
