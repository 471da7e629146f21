import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http'
import type { AddressInfo, Server as NetServer } from 'node:net'
import type { Config } from '../config/load.ts'
import type { Log } from '../context.ts'
import { createRedirectServer } from './redirect.ts'
import { readTlsMaterial, watchTls, type SecureContextTarget, type TlsMaterial, type TlsReloader } from './tls.ts'

/** What starting needs of the app: a Fastify instance fits (this layer does not import Fastify). */
export interface Listenable {
  server: NetServer
  routing(req: IncomingMessage, res: ServerResponse): void
  listen(opts: { host: string; port: number }): Promise<string>
}

export interface RunningServer {
  /** The certificate reloader with native TLS (SIGHUP calls its reload). */
  tls: TlsReloader | undefined
  /** Bound port of the plain-HTTP redirect listener, when WEBINTEL_HTTP_REDIRECT_PORT is set. */
  redirectPort: number | undefined
  /**
   * Stops the reloader and the redirect listener: no new connections, idle ones closed, requests in flight
   * finished. Run it beside the app's own close (the app answers 503 to new requests while it drains).
   */
  close(): Promise<void>
}

/** The checked certificate pair when native TLS is configured; throws TlsConfigError (exit 78 in main.ts). */
export function loadTls(config: Config): TlsMaterial | undefined {
  const { certFile, keyFile, caFile } = config.tls
  return certFile !== undefined && keyFile !== undefined ? readTlsMaterial({ certFile, keyFile, caFile }) : undefined
}

const portOf = (s: NetServer) => (s.address() as AddressInfo).port

/** Listens on HOST:PORT (TLS when `tls` is given), then starts the certificate watcher and the redirect listener. */
export async function startServer(app: Listenable, config: Config, log: Log, tls: TlsMaterial | undefined): Promise<RunningServer> {
  const { core } = config
  await app.listen({ host: core.host, port: core.port })
  const { certFile, keyFile, caFile, reloadDebounceMs, redirectPort } = config.tls
  const reloader = tls && certFile !== undefined && keyFile !== undefined
    ? watchTls(app.server as NetServer & SecureContextTarget, { certFile, keyFile, caFile }, tls, { debounceMs: reloadDebounceMs, log })
    : undefined
  let redirect: HttpServer | undefined
  if (reloader && redirectPort !== undefined) {
    const publicUrl = core.publicUrl !== undefined ? new URL(core.publicUrl) : undefined
    redirect = createRedirectServer({
      route: (req, res) => app.routing(req, res),
      httpsOrigin: publicUrl?.protocol === 'https:' ? publicUrl.origin : undefined,
      httpsPort: () => portOf(app.server),
      requestTimeoutMs: core.requestTimeoutMs,
      keepAliveTimeoutMs: core.keepAliveTimeoutMs,
    })
    const server = redirect
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen({ host: core.host, port: redirectPort }, () => { server.off('error', reject); resolve() })
    })
    log.info({ port: portOf(server) }, '[tls] plain-HTTP listener redirects to https')
  }
  return {
    tls: reloader,
    redirectPort: redirect ? portOf(redirect) : undefined,
    async close() {
      reloader?.close()
      if (!redirect) return
      const server = redirect
      // Kept-alive connections that finish a request after close() started become idle later: closed as they do.
      const sweep = setInterval(() => server.closeIdleConnections(), 100)
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
      })
      clearInterval(sweep)
    },
  }
}
