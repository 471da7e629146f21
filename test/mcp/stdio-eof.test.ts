/**
 * `webintel mcp` over stdio answers every request it read before the client closed stdin: a client that writes
 * its messages and ends the stream at once (`printf … | webintel mcp`) still gets the answer of a tool call that
 * was running at that moment, then the process exits.
 */
import { after, before, test } from 'node:test'
import assert from 'node:assert/strict'
import http from 'node:http'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'
import { PAGE, PAGE_TITLE } from '../sdk/fixtures.ts'

const BIN = fileURLToPath(new URL('../../bin/webintel.mjs', import.meta.url))

let page: http.Server
let port: number
let dataDir: string
before(async () => {
  // The page answers after 1.5 s, so the tool call is still running when stdin ends.
  page = http.createServer((_req, res) => { setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE), 1500) })
  await new Promise<void>((r) => page.listen(0, '127.0.0.1', r))
  port = (page.address() as AddressInfo).port
  dataDir = mkdtempSync(join(tmpdir(), 'webintel-mcp-eof-'))
})
after(() => { page.close(); rmSync(dataDir, { recursive: true, force: true }) })

/** Runs `webintel mcp`, writes `input` and ends stdin; the answers it printed, once it exited with 0. */
async function runMcp(input: string): Promise<Array<{ id?: number; result?: { content: Array<{ text: string }> } }>> {
  const child = spawn(process.execPath, [BIN, 'mcp'], {
    env: { PATH: process.env.PATH ?? '', TZ: 'UTC', WEBINTEL_DATA_DIR: dataDir, WEBINTEL_FETCH_ALLOW_PRIVATE: 'true', WEBINTEL_INTEL_PRELOAD: 'false' },
    stdio: ['pipe', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (d) => { stdout += d })
  child.stderr.on('data', (d) => { stderr += d })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  child.stdin.end(input)
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  const code = await exited
  clearTimeout(timer)
  assert.equal(code, 0, stderr)
  return stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { id?: number; result?: { content: Array<{ text: string }> } })
}

function messages() {
  return [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'eof-test', version: '1' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'scrape_metadata', arguments: { url: `http://127.0.0.1:${port}/`, fields: ['title'] } } },
  ].map((m) => JSON.stringify(m))
}

test('a tool call running when stdin ends is answered before the process exits', async () => {
  const answers = await runMcp(messages().map((m) => m + '\n').join(''))
  assert.deepEqual(answers.map((a) => a.id), [1, 2])
  assert.equal(JSON.parse(answers[1].result!.content[0].text).title, PAGE_TITLE)
})

test('a last message without a line feed before the end of stdin is still answered', async () => {
  const answers = await runMcp(messages().join('\n'))
  assert.deepEqual(answers.map((a) => a.id), [1, 2])
  assert.equal(JSON.parse(answers[1].result!.content[0].text).title, PAGE_TITLE)
})
