// Shared engine for the intel tests: the vector cache is built once into a temp directory and reused.
import assert from 'node:assert/strict'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createIntelEngine, type IntelEngine, type LlmOptions } from '../../../src/intel/engine.ts'
import { silentLog, type Log } from '../../../src/context.ts'

export const TEST_DATA_DIR = process.env.WEBINTEL_TEST_INTEL_DIR ?? join(tmpdir(), 'webintel-intel-test-cache')

let shared: Promise<IntelEngine> | undefined
export function sharedEngine(): Promise<IntelEngine> {
  shared ??= createIntelEngine({ dataDir: TEST_DATA_DIR, log: silentLog })
  return shared
}

type RiskCase = { title: string; description?: string }

/** Every case (title and description, no text) scores below the 0.5 flag; the failures are listed. */
export async function expectRiskLow(cases: RiskCase[]): Promise<void> {
  const e = await sharedEngine()
  const bad: string[] = []
  for (const c of cases) {
    const r = await e.riskScore({ ...c, text: '' })
    if (r.highRiskSimilarityScore >= 0.5) bad.push(`${c.title} → ${r.highRiskSimilarityScore} ${r.matches[0]?.class}`)
  }
  assert.deepEqual(bad, [])
}

/** Every case scores at least its `min` (else `min`) with `cls` as the top class; the failures are listed. */
export async function expectRiskHigh(cases: (RiskCase & { cls: string; min?: number })[], min: number): Promise<void> {
  const e = await sharedEngine()
  const bad: string[] = []
  for (const c of cases) {
    const r = await e.riskScore({ title: c.title, description: c.description, text: '' })
    if (!(r.highRiskSimilarityScore >= (c.min ?? min) && r.matches[0]?.class === c.cls)) bad.push(`${c.title} → ${r.highRiskSimilarityScore} ${r.matches[0]?.class}`)
  }
  assert.deepEqual(bad, [])
}

export function engineWith(llm: LlmOptions, log: Log = silentLog): Promise<IntelEngine> {
  return createIntelEngine({ dataDir: TEST_DATA_DIR, log, llm })
}

export const SPORTS_PAGE = {
  url: 'https://league.example/results',
  title: 'Weekend football results and league table',
  description: 'Match reports, goals and the latest league standings.',
  text: 'The home team scored twice in the second half to win the match 2-1. Their coach praised the players after a tough season opener. The striker has now scored ten goals in the championship, and the team sits top of the league ahead of the cup tie next week.',
}

export const RECIPE_PAGE = {
  title: 'Easy weeknight pasta recipes',
  text: 'Boil the pasta in salted water. Meanwhile fry garlic in olive oil, add chopped tomatoes and basil, and simmer the sauce for ten minutes. Serve the dish with grated parmesan for a quick dinner the whole family will love. More recipes for lunch, baking and desserts from our kitchen.',
}

export const FRENCH_PAGE = {
  title: 'Résultats du championnat de football',
  text: "L'équipe locale a remporté le match deux buts à un grâce à un doublé de son attaquant. L'entraîneur a félicité les joueurs après une saison difficile. Le club reste en tête du classement avant la coupe la semaine prochaine.",
}
