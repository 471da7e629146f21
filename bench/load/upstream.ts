// The L3 upstream as its own process: a 10 KB HTML page answered after BENCH_UPSTREAM_LATENCY_MS (20) ms on
// 127.0.0.1, port printed as one line on stdout. Its own process so that its 20 ms are 20 ms: inside the
// load generator's process its timers would also wait for autocannon's event loop (p99 lag ≈ 15 ms there).
import { createServer } from 'node:http'

const latency = Number(process.env.BENCH_UPSTREAM_LATENCY_MS ?? 20)
const para = '<p>Webintel benchmark fixture paragraph with enough words to look like a real article body.</p>\n'
const head = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixture article for L3</title>' +
  '<meta name="description" content="A local page for the scrape benchmark."><meta property="og:title" content="Fixture article">' +
  '<meta property="og:image" content="/img/cover.jpg"><link rel="canonical" href="/article"></head><body><article>'
let body = head
while (body.length < 10 * 1024 - 30) body += para
body = (body + '</article></body></html>').slice(0, 10 * 1024)
const server = createServer((_req, res) => {
  setTimeout(() => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }); res.end(body) }, latency)
})
server.keepAliveTimeout = 5000
server.listen(0, '127.0.0.1', () => { process.stdout.write(`${(server.address() as { port: number }).port}\n`) })
process.on('SIGTERM', () => { server.closeAllConnections(); server.close(() => process.exit(0)) })
