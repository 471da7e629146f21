/**
 * Regression tests for the process defects a new user hit in the first hour: one SIGTERM to
 * `npm start` stops the server, `webintel config | head` does not crash, a bad news provider exits 78.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { loadConfig } from '../../src/config/load.ts'

const repo = join(import.meta.dirname, '..', '..')

async function freePort(): Promise<number> {
  const s = net.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const port = (s.address() as net.AddressInfo).port
  await new Promise<void>((r) => s.close(() => r()))
  return port
}

async function healthy(port: number): Promise<boolean> {
  try { return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) })).ok } catch { return false }
}

test('(3) one SIGTERM to `npm start` stops the server (npm forwards it to node, no shell left in between)', async () => {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'webintel-npmstart-'))
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEBINTEL_DATA_DIR: dataDir, WEBINTEL_INTEL_PRELOAD: 'false', WEBINTEL_EXTRACT_WORKERS: '0', WEBINTEL_JOBS_IN_API: 'false',
    PATH: `${join(repo, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}` }
  // Its own process group, so the cleanup below can stop whatever it started even if the test fails.
  const npm = spawn('npm', ['start', '--silent'], { cwd: repo, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const closed = new Promise<boolean>((r) => npm.once('close', () => r(true)))
  npm.stdout.on('data', (c) => { out += c })
  npm.stderr.on('data', (c) => { out += c })
  try {
    const t0 = Date.now()
    while (!(await healthy(port))) {
      assert.ok(Date.now() - t0 < 30_000, `server did not start: ${out.slice(-500)}`)
      await sleep(200)
    }
    process.kill(npm.pid!, 'SIGTERM')
    const t1 = Date.now()
    while (await healthy(port)) {
      assert.ok(Date.now() - t1 < 10_000, 'the server still answers 10 s after SIGTERM to npm')
      await sleep(200)
    }
    // The port is closed, not merely unhealthy.
    await assert.rejects(fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(1000) }))
    // npm itself ends too, and by then the server's last log lines have been read from the pipe.
    const ended = await Promise.race([closed, sleep(10_000).then(() => false)])
    assert.ok(ended, 'npm still runs 10 s after SIGTERM')
    assert.match(out, /shutting down/)
  } finally {
    try { process.kill(-npm.pid!, 'SIGKILL') } catch { /* already gone */ }
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('(8) `webintel config` into a pipe whose reader went away exits quietly (no EPIPE stack)', async () => {
  const child = spawn(process.execPath, ['bin/webintel.mjs', 'config'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] })
  // Close the reading end before the CLI writes, as `| head -1` does after its first line.
  child.stdout.destroy()
  let err = ''
  child.stderr.on('data', (c) => { err += c })
  const code = await new Promise<number | null>((r) => child.on('close', (c) => r(c)))
  assert.equal(err, '')
  assert.equal(code, 0)
})

test('(9) an unknown news provider stops the start with exit 78 and a one-line reason', () => {
  assert.throws(() => loadConfig({ WEBINTEL_NEWS_PROVIDERS: 'bing' }), /^Error: WEBINTEL_NEWS_PROVIDERS="bing": unknown provider "bing"/)
  assert.throws(() => loadConfig({ WEBINTEL_NEWS_PROVIDERS: 'gdelt,rss:ftp://x/{query}' }), /WEBINTEL_NEWS_PROVIDERS=.*http\(s\) URL/)
  assert.throws(() => loadConfig({ WEBINTEL_NEWS_PROVIDERS: 'newsapi' }), /newsapi needs WEBINTEL_NEWSAPI_KEY/)
  assert.doesNotThrow(() => loadConfig({ WEBINTEL_NEWS_PROVIDERS: 'gdelt, googlenews, rss:https://news.example/search?q={query}' }))
  const dataDir = mkdtempSync(join(tmpdir(), 'webintel-badcfg-'))
  try {
    const r = spawnSync(process.execPath, ['src/main.ts'], { cwd: repo, env: { ...process.env, PORT: '0', WEBINTEL_DATA_DIR: dataDir, WEBINTEL_INTEL_PRELOAD: 'false', WEBINTEL_NEWS_PROVIDERS: 'bing' }, encoding: 'utf8', timeout: 30_000 })
    assert.equal(r.status, 78, r.stderr)
    const lines = r.stderr.trim().split('\n')
    assert.equal(lines.length, 1, r.stderr)
    assert.match(lines[0], /WEBINTEL_NEWS_PROVIDERS.*bing/)
  } finally { rmSync(dataDir, { recursive: true, force: true }) }
})
