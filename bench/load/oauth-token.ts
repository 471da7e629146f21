// An OAuth access token for the L2/S1 scenarios, obtained the way a real client does: `webintel users create`
// and `webintel apps create` (CLI against the server's data directory), portal log-in, /oauth/authorize with
// PKCE (RFC 7636) and consent, then /oauth/token with client_secret_basic (RFC 6749 §2.3.1).
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { Agent, basic, getCode, tokenRequest } from '../../test/oauth/helpers.ts'
import type { BenchServer } from './server.ts'

const ROOT = resolve(import.meta.dirname, '../..')

function cli(args: string[], env: Record<string, string>, stdin = ''): Promise<string> {
  return new Promise((res, rej) => {
    const p = spawn(process.execPath, ['bin/webintel.mjs', ...args], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'inherit'] })
    let out = ''
    p.stdout.on('data', (c) => { out += c })
    p.on('exit', (code) => (code === 0 ? res(out) : rej(new Error(`webintel ${args.join(' ')} exited ${code}`))))
    p.stdin.end(stdin)
  })
}

export async function accessToken(server: BenchServer): Promise<string> {
  const email = `bench-${Date.now()}@example.com`
  const password = 'bench password long enough 0123'
  await cli(['users', 'create', '--email', email, '--name', 'Bench User', '--password-stdin', '--json'], server.env, password + '\n')
  const redirectUri = 'https://bench.example/cb'
  const app = JSON.parse(await cli(['apps', 'create', '--owner', email, '--name', 'Bench App', '--redirect-uri', redirectUri, '--json'], server.env))
  const agent = new Agent(server.url)
  const login = await agent.submit('/portal/login', '/portal/login', { email, password })
  if (login.status !== 303) throw new Error(`portal log-in: ${login.status}`)
  const { code, verifier } = await getCode(agent, { clientId: app.client_id, redirectUri })
  const t = await tokenRequest(server.url, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: verifier }, { authorization: basic(app.client_id, app.client_secret) })
  if (t.status !== 200 || typeof t.json?.access_token !== 'string') throw new Error(`token request: ${t.status} ${t.text.slice(0, 200)}`)
  return t.json.access_token
}
