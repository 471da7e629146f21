/**
 * The quick start's `import { createWebintel } from '@webintel/sdk'` works in a fresh clone after `npm ci`: the
 * package's exports point at dist/, which the repository's `prepare` script builds during the install.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

test('@webintel/sdk resolves by its package name and exports what the quick start imports', async () => {
  const name = '@webintel/sdk'
  const file = fileURLToPath(import.meta.resolve(name))
  assert.ok(existsSync(file), `${file} is missing: npm ci runs "prepare", which builds it (npm run build -w @webintel/sdk)`)
  const sdk = await import(name) as Record<string, unknown>
  for (const fn of ['createWebintel', 'isWebintelError', 'authorizationUrl', 'exchangeCode', 'refreshToken', 'verifyWebhook']) {
    assert.equal(typeof sdk[fn], 'function', fn)
  }
})

test('npm ci builds the SDK: the root package has a prepare script that runs its build', () => {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }
  assert.match(pkg.scripts.prepare ?? '', /npm run build -w @webintel\/sdk/)
})
