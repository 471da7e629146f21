import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

export interface BenchServer {
  url: string
  proc: ChildProcess
  dataDir: string
  env: Record<string, string>
  /** Resident set size of the server process, bytes (Linux /proc). */
  rss(): number
  /** One value from the server's own /metrics (loopback access), or NaN. */
  metric(name: string): Promise<number>
  cli(args: string[]): Promise<string>
  stop(): Promise<void>
}

/** Starts the real server (`node src/main.ts`) as a child process on 127.0.0.1 with a free port. */
export async function startBenchServer(extraEnv: Record<string, string>): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'webintel-bench-'))
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '', TZ: 'UTC', HOST: '127.0.0.1', PORT: '0', WEBINTEL_DATA_DIR: dataDir,
    // No scenario here uses the content-intelligence engine; preloading it would add ~250 MiB to RSS.
    WEBINTEL_INTEL_PRELOAD: 'false',
    WEBINTEL_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info', WEBINTEL_SECRET: 'bench-secret-0123456789abcdef0123456789',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    // A word-vector cache kept between runs (built once, about 40 MB) instead of one per fresh data directory.
    ...(process.env.WEBINTEL_INTEL_CACHE_DIR ? { WEBINTEL_INTEL_CACHE_DIR: process.env.WEBINTEL_INTEL_CACHE_DIR } : {}),
    ...extraEnv,
  }
  // The log level is the production default (info: one access-log line per request) unless
  // BENCH_LOG_LEVEL says otherwise; the port is found from /proc, so any level works.
  // The same V8 flags as `npm start` (package.json), so the figures describe the production process.
  const proc = spawn(process.execPath, ['--max-semi-space-size=16', 'src/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] })
  // BENCH_START_TIMEOUT_MS: a longer wait for a loaded machine (the engine preload alone can take 20 s there).
  const url = await findListeningUrl(proc.pid!, Number(process.env.BENCH_START_TIMEOUT_MS ?? 120_000)).catch((err: unknown) => {
    proc.kill('SIGKILL') // never leave a server behind when it did not start in time
    throw err
  })
  return {
    url, proc, dataDir, env,
    rss() {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${proc.pid}/status`, 'utf8'))
      return m ? Number(m[1]) * 1024 : NaN
    },
    async metric(name) {
      const text = await (await fetch(url + '/metrics')).text()
      const m = new RegExp(`^${name} ([0-9.eE+-]+)$`, 'm').exec(text)
      return m ? Number(m[1]) : NaN
    },
    cli: (args) => runCli(args, env),
    async stop() {
      if (proc.exitCode === null) { proc.kill('SIGTERM'); await new Promise((r) => proc.once('exit', r)) }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** The port a process listens on, from /proc/net/tcp and its socket inodes (no log parsing needed). */
async function findListeningUrl(pid: number, timeoutMs: number): Promise<string> {
  const end = Date.now() + timeoutMs
  const { readdirSync, readlinkSync } = await import('node:fs')
  while (Date.now() < end) {
    try {
      const inodes = new Set(readdirSync(`/proc/${pid}/fd`).map((fd) => { try { return /socket:\[(\d+)\]/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] } catch { return undefined } }).filter(Boolean))
      for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
        const f = line.trim().split(/\s+/)
        // local_address 0100007F:PORT, state 0A = LISTEN
        if (f[3] === '0A' && f[1]?.startsWith('0100007F:') && inodes.has(f[9])) {
          const url = `http://127.0.0.1:${parseInt(f[1].split(':')[1], 16)}`
          if ((await fetch(url + '/healthz').catch(() => undefined))?.ok) return url
        }
      }
    } catch { /* not started yet */ }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('bench server did not start')
}

function runCli(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((res, rej) => {
    const p = spawn(process.execPath, ['bin/webintel.mjs', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    p.stdout.on('data', (c) => { out += c })
    p.on('exit', (code) => (code === 0 ? res(out) : rej(new Error(`webintel ${args.join(' ')} exited ${code}`))))
  })
}
