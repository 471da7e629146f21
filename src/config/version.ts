import { readFileSync } from 'node:fs'

/** The service's version: package.json's `version` (shown in /openapi.json and the MCP server info). */
export const SERVICE_VERSION: string = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version
