import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

export interface SpawnedNode {
  url: string
  dataDir: string
  proc: ChildProcess
  /** Log lines (JSON) written so far. */
  logs: string[]
  /** Exit code once exited (null: killed by a signal), undefined while running. */
  exit(): Promise<{ code: number | null; signal: string | null }>
  stop(): Promise<void>
}

/**
 * Starts `node src/main.ts` as a real child process on 127.0.0.1 with a free port and waits until it
 * listens (Fastify logs "Server listening at …"). The data directory is private to the process. The start-up
 * bound is generous (60 s): it only catches a server that never starts; a CPU-starved test machine took over 20 s.
 */
export async function spawnNode(env: Record<string, string>, timeoutMs = 60_000): Promise<SpawnedNode> {
  // A caller-chosen WEBINTEL_DATA_DIR (shared with the CLI) is kept; a generated one is removed on stop().
  const ownDir = !env.WEBINTEL_DATA_DIR
  const dataDir = env.WEBINTEL_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'webintel-node-'))
  const proc = spawn(process.execPath, ['src/main.ts'], {
    cwd: ROOT,
    // The content-intelligence engine is not preloaded (about 1 s and 250 MiB per process): these
    // processes serve auth, limits and faults, not categorization.
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', HOST: '127.0.0.1', PORT: '0', WEBINTEL_DATA_DIR: dataDir, WEBINTEL_LOG_LEVEL: 'info', WEBINTEL_INTEL_PRELOAD: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const logs: string[] = []
  const exited = new Promise<{ code: number | null; signal: string | null }>((res) => proc.once('exit', (code, signal) => res({ code, signal })))
  let buf = ''
  const url = await new Promise<string>((res, rej) => {
    const t = setTimeout(() => rej(new Error(`node did not start in ${timeoutMs} ms:\n${logs.join('\n')}`)), timeoutMs)
    proc.stdout!.on('data', (chunk) => {
      buf += String(chunk)
      let i
      while ((i = buf.indexOf('\n')) >= 0) {
        const line = buf.slice(0, i); buf = buf.slice(i + 1)
        logs.push(line)
        const m = /Server listening at (https?:\/\/127\.0\.0\.1:\d+)/.exec(line)
        if (m) { clearTimeout(t); res(m[1]) }
      }
    })
    proc.stderr!.on('data', (chunk) => logs.push(...String(chunk).split('\n').filter(Boolean)))
    void exited.then(({ code }) => { clearTimeout(t); rej(new Error(`node exited (${code}) before listening:\n${logs.join('\n')}`)) })
  }).catch(async (err: unknown) => {
    // A server that did not start is killed and its data directory removed, so that neither outlives the test.
    if (proc.exitCode === null && proc.signalCode === null) { proc.kill('SIGKILL'); await exited }
    if (ownDir) rmSync(dataDir, { recursive: true, force: true })
    throw err
  })
  return {
    url, proc, logs, dataDir,
    exit: () => exited,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) { proc.kill('SIGTERM'); await exited }
      if (ownDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Runs the CLI (`bin/webintel.mjs`) with an environment; resolves with its exit code and output. A CLI still
 * running after `timeoutMs` (default 5 min) is killed and resolves with code null and a line saying so, so a
 * hung command fails its test instead of holding the test file open.
 */
export function runCli(args: string[], env: Record<string, string>, timeoutMs = 300_000): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((res) => {
    const p = spawn(process.execPath, ['bin/webintel.mjs', ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', TZ: 'UTC', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = '', stderr = ''
    const t = setTimeout(() => { stderr += `\n[test] killed after ${timeoutMs} ms\n`; p.kill('SIGKILL') }, timeoutMs)
    p.stdout.on('data', (c) => { stdout += c })
    p.stderr.on('data', (c) => { stderr += c })
    p.on('exit', (code) => { clearTimeout(t); res({ code, stdout, stderr }) })
  })
}
