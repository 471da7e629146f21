/**
 * Builds the served OpenAPI document without listening: the app is assembled in-process on a throw-away data
 * directory, exactly as `GET /openapi.json` would answer it. `node scripts/openapi.ts [out.json]`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../src/config/load.ts'
import { createServices } from '../src/services.ts'
import { buildApp } from '../src/app.ts'
import { createLogger } from '../src/logger.ts'
import { Writable } from 'node:stream'

/** The OpenAPI document as served, with the public URL fixed so the output does not depend on the machine. */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'webintel-openapi-'))
  try {
    const config = loadConfig({ WEBINTEL_DATA_DIR: dataDir, WEBINTEL_PUBLIC_URL: 'http://localhost:3000', WEBINTEL_LOG_LEVEL: 'error', WEBINTEL_INTEL_PRELOAD: 'false' })
    const log = createLogger('error', new Writable({ write(_c, _e, cb) { cb() } }))
    const services = await createServices(config, log)
    const app = await buildApp(services)
    try {
      await app.ready()
      return JSON.parse(JSON.stringify(app.swagger())) as Record<string, unknown>
    } finally {
      await app.close()
      await services.close()
    }
  } finally { rmSync(dataDir, { recursive: true, force: true }) }
}

if (import.meta.main) {
  const doc = await buildOpenApiDocument()
  const text = JSON.stringify(doc, null, 2) + '\n'
  if (process.argv[2]) writeFileSync(process.argv[2], text)
  else process.stdout.write(text)
}
