/**
 * The browser of the browser tests: Debian's Chromium (or WEBINTEL_CHROMIUM) driven by playwright-core, never a
 * downloaded browser, with a fresh profile and no background traffic. `chromiumSkip` is the `skip` option of a
 * describe block when the binary is missing.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext } from 'playwright-core'

export const CHROMIUM = process.env.WEBINTEL_CHROMIUM ?? '/usr/bin/chromium'
export const chromiumSkip: false | string = existsSync(CHROMIUM) ? false : `Chromium not found at ${CHROMIUM} (CI installs Debian's chromium; set WEBINTEL_CHROMIUM to another binary)`

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

export interface Chromium { context: BrowserContext; close: () => Promise<void> }

/** A persistent context on a fresh profile directory; `close` ends the browser and removes the profile. */
export async function launchChromium(viewport?: { width: number; height: number }): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'webintel-chromium-'))
  const { chromium } = await import('playwright-core')
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, args: ARGS, ...(viewport ? { viewport } : {}) })
  return { context, close: async () => { await context.close(); rmSync(profile, { recursive: true, force: true }) } }
}
