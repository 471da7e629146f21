/**
 * A local site for the benches that read labelled rows through the API: each row is served at `/p/<id>` on
 * 127.0.0.1 as a small home page (title, meta description, the row's text in <main>, its `lang` when given).
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface PageRow { id: string; title: string; description: string; text: string; lang?: string }

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The row as a page; `withLang` puts the row's language on <html lang>. */
export function rowPage(r: PageRow, withLang = false): string {
  const lang = withLang && r.lang ? ` lang="${esc(r.lang)}"` : ''
  return `<!doctype html><html${lang}><head><meta charset="utf-8"><title>${esc(r.title)}</title>` +
    `<meta name="description" content="${esc(r.description)}"></head><body><main><p>${esc(r.text)}</p></main></body></html>`
}

/** Serves every row; `url(row)` is its address, `close()` stops the server. */
export async function startRowSite<R extends PageRow>(rows: readonly R[], page: (r: R) => string): Promise<{ url: (r: R) => string; close: () => void }> {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const site = createServer((req, res) => {
    const r = byId.get(decodeURIComponent((req.url ?? '').replace(/^\/p\//, '')))
    if (!r) { res.writeHead(404).end(); return }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(r))
  })
  await new Promise<void>((ok) => site.listen(0, '127.0.0.1', ok))
  const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  return { url: (r) => `${base}/p/${encodeURIComponent(r.id)}`, close: () => site.close() }
}
