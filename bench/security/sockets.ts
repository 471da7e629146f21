/**
 * `bash bench/security/sockets.sh` (raises `ulimit -n` first) — the idle-socket flood (test/security/f04-socket-flood.test.ts) against the
 * real server (child process, default limits unless BENCH_SERVER_ENV adds some): 20,000 idle connections,
 * opened by two flood processes (bench/security/flood.ts, 10,000 each: one process cannot hold 20,000 under a
 * 20,000 descriptor limit), while another client (127.0.0.1) asks GET /healthz over a new connection every
 * 50 ms. Two phases: all 20,000 from one address (127.0.0.2: the per-client cap), then from 100 addresses
 * (127.0.0.2–101, 200 each: only the total cap and the head timeout help). Reported: the legitimate client's
 * answers and latency, the flood's accepted/refused sockets, and the server's open descriptors.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync } from 'node:fs'
import net from 'node:net'
import { resolve } from 'node:path'
import { startBenchServer } from '../load/server.ts'

const HOLD_MS = Number(process.env.BENCH_HOLD_MS ?? 15_000)
const server = await startBenchServer({ WEBINTEL_LOG_LEVEL: 'warn', ...JSON.parse(process.env.BENCH_SERVER_ENV ?? '{}') })
const port = Number(new URL(server.url).port)
const fds = () => readdirSync(`/proc/${server.proc.pid}/fd`).length

/** GET /healthz on a new connection (no keep-alive): status and milliseconds, or the error. */
function probe(): Promise<{ ok: boolean; ms: number }> {
  return new Promise((done) => {
    const t0 = performance.now()
    const s = net.connect({ host: '127.0.0.1', port })
    let data = ''
    const finish = (ok: boolean) => { s.destroy(); done({ ok, ms: performance.now() - t0 }) }
    s.setTimeout(5000, () => finish(false))
    s.on('error', () => finish(false))
    s.on('data', (d) => { data += d; if (data.includes('\r\n\r\n')) finish(data.startsWith('HTTP/1.1 200')) })
    s.on('connect', () => s.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))
  })
}

function flood(count: number, from: string[]): { proc: ChildProcess; last: () => Record<string, number> } {
  const proc = spawn(process.execPath, [resolve(import.meta.dirname, 'flood.ts')], { env: { ...process.env, FLOOD_PORT: String(port), FLOOD_COUNT: String(count), FLOOD_FROM: from.join(',') }, stdio: ['ignore', 'pipe', 'inherit'] })
  let last: Record<string, number> = {}
  let buf = ''
  proc.stdout!.on('data', (d) => { buf += d; const lines = buf.split('\n'); buf = lines.pop()!; if (lines.length) last = JSON.parse(lines.at(-1)!) })
  return { proc, last: () => last }
}

const pct = (xs: number[], p: number) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : NaN }

async function phase(label: string, sources: string[][]) {
  const floods = sources.map((from) => flood(10_000, from))
  const results: { ok: boolean; ms: number }[] = []
  let maxFds = 0
  const end = Date.now() + HOLD_MS
  while (Date.now() < end) {
    results.push(await probe())
    maxFds = Math.max(maxFds, fds())
    await new Promise((r) => setTimeout(r, 50))
  }
  const counts = floods.map((f) => f.last())
  for (const f of floods) f.proc.kill()
  await Promise.all(floods.map((f) => new Promise((r) => (f.proc.exitCode !== null ? r(null) : f.proc.once('exit', r)))))
  const ok = results.filter((r) => r.ok)
  const sum = (k: string) => counts.reduce((n, c) => n + (c[k] ?? 0), 0)
  console.log(`| ${label} | ${sum('attempted')} | ${sum('connected')} | ${sum('closed')} | ${sum('open')} | ${maxFds} | ${ok.length}/${results.length} | ${pct(ok.map((r) => r.ms), 0.5).toFixed(1)} | ${pct(ok.map((r) => r.ms), 0.99).toFixed(1)} | ${Math.max(...ok.map((r) => r.ms)).toFixed(1)} |`)
  await new Promise((r) => setTimeout(r, 2000)) // let the server close what is left
}

console.log(`# idle-socket flood, ${HOLD_MS / 1000} s per phase; server env ${process.env.BENCH_SERVER_ENV ?? '(defaults)'}`)
console.log('| phase | flood sockets | handshakes completed | closed (reset, shed or never accepted) | still open at the end | server fds (max) | /healthz ok | p50 ms | p99 ms | max ms |\n|---|---|---|---|---|---|---|---|---|---|')
await phase('20,000 from one address', [['127.0.0.2'], ['127.0.0.2']])
const many = Array.from({ length: 100 }, (_, i) => `127.0.0.${i + 2}`)
await phase('20,000 from 100 addresses', [many.slice(0, 50), many.slice(50)])
await server.stop()
