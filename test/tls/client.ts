import https from 'node:https'
import type { IncomingHttpHeaders } from 'node:http'
import type { TLSSocket } from 'node:tls'

export interface HttpsAnswer {
  status: number
  headers: IncomingHttpHeaders
  text: string
  json: any
  /** The request went over a connection kept alive from an earlier request. */
  reusedSocket: boolean
  /** SHA-256 fingerprint of the certificate the server presented on this connection. */
  peerFingerprint: string
  protocol: string | null
}

/** One HTTPS request with node:https (the certificate verified against `ca`); 10 s limit so nothing hangs. */
export function httpsRequest(url: string, opts: { ca: string; agent?: https.Agent; method?: string; headers?: Record<string, string>; body?: string }): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = https.request(url, { method: opts.method ?? 'GET', headers: opts.headers, ca: opts.ca, agent: opts.agent ?? false, timeout: 10_000 }, (res) => {
      const socket = res.socket as TLSSocket
      const peerFingerprint = socket.getPeerCertificate().fingerprint256
      const protocol = socket.getProtocol()
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let json: any
        try { json = JSON.parse(text) } catch { json = undefined }
        resolve({ status: res.statusCode!, headers: res.headers, text, json, reusedSocket: req.reusedSocket, peerFingerprint, protocol })
      })
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', reject)
    req.end(opts.body)
  })
}
