// Shared engine for the intel tests: the vector cache is built once into a temp directory and reused.
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
