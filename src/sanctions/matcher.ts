import { editDistance, hasArabicScript, jaroWinkler, phoneticKey, skeleton, tokenize, trigrams, type TokenClass } from './normalize.ts'
import type { EntityName, SanctionsEntity, SanctionsSchema } from './types.ts'
import { runSteps, runStepsInTurns } from '../text/turns.ts'

/**
 * The screening engine (docs/sanctions.md "Matching"): an in-memory inverted index over every listed name
 * (tokens, phonetic keys, consonant skeletons, trigrams of the vocabulary) generates candidates; each candidate
 * name is aligned with the query token by token and scored with rarity (IDF) weights, then birth date and
 * country add or remove evidence. Scores are in [0, 1].
 */

export const DEFAULT_THRESHOLD = 0.7

/** Tunable constants, documented in docs/sanctions.md. */
export const MATCH = {
  /** Share of the score given to how much of the query is matched (the rest: how much of the listed name). */
  queryShare: 0.6,
  /**
   * Matched rarity needed for full confidence, in units of the rarest possible token (a token found once, whose
   * IDF is ln(2(N+1)) for N entities): below it the name score shrinks proportionally.
   */
  minInformation: 1.19,
  /**
   * Penalty for conflicting evidence: the share of name parts that have an unmatched counterpart on the other side
   * ("Habib ben Mohamed" against "Habib ben Ahmed"), times this factor.
   */
  conflictPenalty: 0.8,
  /** Jaro-Winkler similarity for an unknown query token to pull a vocabulary token into the candidates. */
  minJaroWinkler: 0.88,
  /** Similarity lost per edit (insertion, deletion, substitution, transposition) between two tokens. */
  editCost: 0.1,
  /** Shortest token length allowed two edits (shorter tokens: one). */
  twoEditsFrom: 9,
  /** Similarity given to tokens that only share a phonetic key / consonant skeleton. */
  phoneticSimilarity: 0.8,
  skeletonSimilarity: 0.95,
  /** Weights of non-name tokens relative to IDF. */
  particleWeight: 0.25,
  legalWeight: 0.6,
  initialWeight: 0.8,
  /** Birth date and country evidence. */
  birthDateMatch: 0.05,
  birthDateMismatch: -0.2,
  countryMatch: 0.03,
  countryMismatch: -0.05,
  weakAliasFactor: 0.95,
  /** The raw score that maps to the default threshold 0.70 (see calibrate). */
  rawAtThreshold: 0.845,
  /** Lowest score of an original-script match used as a pivot to Latin spellings on other lists. */
  pivotThreshold: 0.85,
  /** Names fully scored per query (best by candidate weight). */
  candidates: 120,
}

export interface IndexedEntity extends SanctionsEntity {
  list: string
  listDate: string | null
}

interface Tok { text: string; cls: TokenClass; phon: string; skel: string }

interface IndexedName {
  entity: number
  name: EntityName
  toks: Tok[]
}

export interface ScreeningQuery {
  name: string
  schema?: string
  /** YYYY, YYYY-MM or YYYY-MM-DD. */
  birthDate?: string
  /** ISO 3166-1 alpha-2. */
  country?: string
  /** Only these lists (names as imported); all when absent. */
  lists?: string[]
  threshold?: number
  limit?: number
}

export interface TokenMatch { query: string; matched: string | null; similarity: number; how: 'exact' | 'fuzzy' | 'phonetic' | 'skeleton' | 'initial' | 'compound' | 'none' }

export interface Explanation {
  name: number
  queryCoverage: number
  nameCoverage: number
  information: number
  /** Share of name parts that contradict each other. */
  conflict: number
  tokens: TokenMatch[]
  birthDate: { effect: number; detail: string }
  country: { effect: number; detail: string }
  alias: { kind: EntityName['kind']; effect: number }
  /** Set when the match was found through another listed entity's original-script name (see search). */
  pivot?: { id: string; list: string; name: string; score: number }
}

export interface ScreeningMatch {
  entity: IndexedEntity
  matchedName: string
  score: number
  explanation: Explanation
}

export interface ScreeningIndex {
  readonly size: { entities: number; names: number; tokens: number }
  search(q: ScreeningQuery): ScreeningMatch[]
}

const SCHEMAS: Record<string, SanctionsSchema> = {
  person: 'Person', organization: 'Organization', organisation: 'Organization', company: 'Company', legalentity: 'LegalEntity',
  vessel: 'Vessel', aircraft: 'Aircraft', airplane: 'Aircraft',
}

/** Maps a schema name (FtM or ours, any case) to ours; undefined when unknown. */
export function normalizeSchema(s: string | undefined): SanctionsSchema | undefined {
  return s ? SCHEMAS[s.toLowerCase()] : undefined
}

function makeToks(raw: string, person: boolean | undefined): Tok[] {
  return tokenize(raw, { person }).map((t) => ({ text: t.text, cls: t.cls, phon: t.cls === 'name' ? phoneticKey(t.text) : '', skel: t.cls === 'name' || t.cls === 'particle' ? skeleton(t.text) : '' }))
}

function push<K>(m: Map<K, number[]>, k: K, v: number): void {
  const a = m.get(k)
  if (!a) m.set(k, [v])
  else if (a[a.length - 1] !== v) a.push(v)
}

/** Listed names tokenized between two pauses of buildIndexInSlices (about 10 ms of work). */
const NAMES_PER_SLICE = 500

/** The index of `entities`, built at once (benches, tests, the CLI). */
export function buildIndex(entities: IndexedEntity[]): ScreeningIndex {
  return runSteps(indexSteps(entities))
}

/**
 * The same index, built in slices of NAMES_PER_SLICE names with a turn of the event loop between them: a server
 * rebuilds its index when a list changes (about 1 s per 40,000 names), and other requests are answered meanwhile.
 */
export async function buildIndexInSlices(entities: IndexedEntity[]): Promise<ScreeningIndex> {
  return runStepsInTurns(indexSteps(entities))
}

/** buildIndex as steps: it pauses (yields) after every NAMES_PER_SLICE names tokenized. */
function* indexSteps(entities: IndexedEntity[]): Generator<void, ScreeningIndex, void> {
  const names: IndexedName[] = []
  const byToken = new Map<string, number[]>()
  const byPhon = new Map<string, number[]>()
  const bySkel = new Map<string, number[]>()
  const df = new Map<string, number>()
  const dfSkel = new Map<string, number>()
  let tokenized = 0
  for (let ei = 0; ei < entities.length; ei++) {
    const e = entities[ei]!
    const seen = new Set<string>()
    const seenSkel = new Set<string>()
    const person = e.schema === 'Person'
    const distinct = new Set<string>()
    for (const n of e.names) {
      const key = n.name.trim().toLowerCase()
      if (!key || distinct.has(key)) continue
      distinct.add(key)
      if (++tokenized % NAMES_PER_SLICE === 0) yield
      const toks = makeToks(n.name, person)
      if (!toks.length) continue
      const ni = names.length
      names.push({ entity: ei, name: n, toks })
      for (const t of toks) {
        push(byToken, t.text, ni)
        if (t.phon) push(byPhon, t.phon, ni)
        if (t.skel) push(bySkel, t.skel, ni)
        if (!seen.has(t.text)) { seen.add(t.text); df.set(t.text, (df.get(t.text) ?? 0) + 1) }
        if (t.skel && !seenSkel.has(t.skel)) { seenSkel.add(t.skel); dfSkel.set(t.skel, (dfSkel.get(t.skel) ?? 0) + 1) }
      }
    }
  }
  const byTrigram = new Map<string, string[]>()
  for (const tok of byToken.keys()) {
    if (tok.length < 4) continue
    for (const g of new Set(trigrams(tok))) {
      const a = byTrigram.get(g)
      if (a) a.push(tok); else byTrigram.set(g, [tok])
    }
  }
  const N = Math.max(1, entities.length)
  const maxIdf = Math.log((N + 1) / 0.5)
  const idf = (t: string): number | undefined => { const d = df.get(t); return d === undefined ? undefined : Math.log((N + 1) / (d + 0.5)) }
  /** Rarity of a consonant skeleton: the weight of an Arabic-script token, whose vowels are unknown. */
  const skelIdf = (sk: string): number | undefined => { const d = dfSkel.get(sk); return d === undefined ? undefined : Math.log((N + 1) / (d + 0.5)) }
  const weightOf = (t: Tok, fallback: number): number => {
    const base = idf(t.text) ?? fallback
    switch (t.cls) {
      case 'legal': return MATCH.legalWeight
      case 'particle': return base * MATCH.particleWeight
      case 'initial': return MATCH.initialWeight
      default: return base
    }
  }
  // Precomputed weights of each listed name's tokens.
  const nameWeights = names.map((n) => n.toks.map((t) => weightOf(t, maxIdf)))

  /** Vocabulary tokens close to an unknown token (shared trigrams, then Jaro-Winkler). */
  const fuzzyTokens = (tok: string): string[] => {
    if (tok.length < 4) return []
    const grams = [...new Set(trigrams(tok))]
    const counts = new Map<string, number>()
    for (const g of grams) for (const v of byTrigram.get(g) ?? []) counts.set(v, (counts.get(v) ?? 0) + 1)
    const need = Math.max(1, Math.floor(grams.length * 0.4))
    const out: string[] = []
    for (const [v, c] of counts) if (c >= need && Math.abs(v.length - tok.length) <= 3 && jaroWinkler(tok, v) >= MATCH.minJaroWinkler) out.push(v)
    return out
  }

  const scratch = new Float64Array(names.length)
  const stamp = new Int32Array(names.length)
  let epoch = 0

  /**
   * Original-script pivot: a name written in Arabic script that matches a listed original-script name (the UN list
   * gives them) is also screened under that entity's Latin names, so it finds the same person on lists that only
   * spell the name in Latin (OFAC). A match found this way scores at most what the pivot scored.
   */
  function search(q: ScreeningQuery): ScreeningMatch[] {
    const direct = searchOnce(q)
    if (!hasArabicScript(q.name)) return direct
    const limit = q.limit ?? 10
    const pivots = searchOnce({ ...q, lists: undefined, threshold: MATCH.pivotThreshold, limit: 3 }).filter((m) => m.explanation.alias.kind === 'original')
    if (!pivots.length) return direct
    const byEntity = new Map(direct.map((m) => [m.entity, m]))
    for (const p of pivots) {
      const latin = p.entity.names.filter((n) => n.kind === 'primary' || n.kind === 'strong').slice(0, 4)
      for (const n of latin) {
        for (const m of searchOnce({ ...q, name: n.name, limit })) {
          if (m.entity === p.entity) continue
          const score = Math.min(m.score, p.score)
          const prev = byEntity.get(m.entity)
          if (prev && prev.score >= score) continue
          byEntity.set(m.entity, { ...m, score, explanation: { ...m.explanation, pivot: { id: p.entity.id, list: p.entity.list, name: n.name, score: p.score } } })
        }
      }
    }
    const threshold = q.threshold ?? DEFAULT_THRESHOLD
    return [...byEntity.values()].filter((m) => m.score >= threshold)
      .sort((a, b) => b.score - a.score || a.entity.id.localeCompare(b.entity.id)).slice(0, limit)
  }

  function searchOnce(q: ScreeningQuery): ScreeningMatch[] {
    const schema = normalizeSchema(q.schema)
    const person = schema === 'Person' ? true : schema ? false : undefined
    const qToks = makeToks(q.name, person)
    if (!qToks.length) return []
    const arabic = hasArabicScript(q.name)
    const lists = q.lists?.length ? new Set(q.lists) : undefined
    const allowed = (ni: number): boolean => {
      const e = entities[names[ni]!.entity]!
      if (lists && !lists.has(e.list)) return false
      if (schema) return schema === 'Person' ? e.schema === 'Person' : e.schema !== 'Person'
      return true
    }
    epoch++
    const touched: number[] = []
    const add = (post: number[] | undefined, w: number, seenForTok: Set<number>) => {
      if (!post) return
      for (const ni of post) {
        if (seenForTok.has(ni)) continue
        seenForTok.add(ni)
        if (stamp[ni] !== epoch) { stamp[ni] = epoch; scratch[ni] = 0; touched.push(ni) }
        scratch[ni]! += w
      }
    }
    for (const t of qToks) {
      if (t.cls === 'initial') continue
      const w = arabicWeight(t, weightOf(t, maxIdf), arabic)
      const seenForTok = new Set<number>()
      add(byToken.get(t.text), w, seenForTok)
      if (t.phon) add(byPhon.get(t.phon), w * 0.9, seenForTok)
      if (arabic && t.skel) add(bySkel.get(t.skel), w * 0.8, seenForTok)
      if (!df.has(t.text) && t.cls === 'name') for (const v of fuzzyTokens(t.text)) add(byToken.get(v), w * 0.85, seenForTok)
    }
    // A name split by a stray space ("Patr ushev"): the joined pair is a listed token.
    for (let i = 0; i + 1 < qToks.length; i++) {
      const joined = qToks[i]!.text + qToks[i + 1]!.text
      if (!df.has(qToks[i]!.text) || !df.has(qToks[i + 1]!.text)) add(byToken.get(joined), idf(joined) ?? 0, new Set())
    }
    // Best candidates by accumulated weight; names far below the best cannot reach the threshold.
    let top = 0
    for (const ni of touched) if (scratch[ni]! > top) top = scratch[ni]!
    const pool = touched.filter((ni) => scratch[ni]! >= top * 0.25 && allowed(ni))
    pool.sort((a, b) => scratch[b]! - scratch[a]!)
    if (pool.length > MATCH.candidates) pool.length = MATCH.candidates
    const qTexts = new Set(qToks.filter((t) => t.text.length >= 5).map((t) => t.text))
    // Adjacent query tokens whose concatenation is a listed token ("abdul rahman" ~ "abdulrahman").
    const qJoins = qToks.some((t, i) => i + 1 < qToks.length && byToken.has(t.text + qToks[i + 1]!.text))
    const best = new Map<number, ScreeningMatch>()
    for (const ni of pool) {
      const n = names[ni]!
      const m = scoreName(qToks, n, nameWeights[ni]!, arabic, qTexts, qJoins)
      const e = entities[n.entity]!
      const prev = best.get(n.entity)
      if (prev && prev.explanation.name >= m.explanation.name) continue
      best.set(n.entity, { entity: e, matchedName: n.name.name, score: m.score, explanation: m.explanation })
    }
    const threshold = q.threshold ?? DEFAULT_THRESHOLD
    const out: ScreeningMatch[] = []
    for (const m of best.values()) {
      const bd = birthDateEvidence(q.birthDate, m.entity.birthDates)
      const co = countryEvidence(q.country, m.entity.countries)
      m.explanation.birthDate = bd
      m.explanation.country = co
      m.score = round(calibrate(Math.max(0, Math.min(1, m.score + bd.effect + co.effect))))
      if (m.score >= threshold) out.push(m)
    }
    out.sort((a, b) => b.score - a.score || a.entity.id.localeCompare(b.entity.id))
    return out.slice(0, q.limit ?? 10)
  }

  const knownWeight = (t: Tok, arabic: boolean): number => arabicWeight(t, weightOf(t, maxIdf * 0.8), arabic)
  /** An Arabic-script token is as rare as its skeleton among every listed spelling (mhmd: Mohammed, Muhammad …). */
  const arabicWeight = (t: Tok, w: number, arabic: boolean): number => {
    if (!arabic || t.cls !== 'name') return w
    const sk = t.skel ? skelIdf(t.skel) : undefined
    return sk === undefined ? w : Math.min(w, sk)
  }

  function scoreName(qToks: Tok[], n: IndexedName, nw: number[], arabic: boolean, qTexts: Set<string>, qJoins: boolean): { score: number; explanation: Explanation } {
    // Compounds: "abdulrahman" against "abdul rahman" (either side) counts as one aligned token.
    let nToks = n.toks
    let nWeights = nw
    let qList = qToks
    if (qTexts.size) [nToks, nWeights] = mergeCompounds(qTexts, nToks, nWeights)
    if (qJoins) qList = mergeCompounds(new Set(nToks.filter((t) => t.text.length >= 5).map((t) => t.text)), qToks, qToks.map(() => 0))[0]
    const pairs: { i: number; j: number; s: number; how: TokenMatch['how'] }[] = []
    for (let i = 0; i < qList.length; i++) {
      for (let j = 0; j < nToks.length; j++) {
        const r = tokenSimilarity(qList[i]!, nToks[j]!, arabic)
        if (r.s > 0) pairs.push({ i, j, s: r.s, how: r.how })
      }
    }
    pairs.sort((a, b) => b.s - a.s)
    const qm = new Array<{ j: number; s: number; how: TokenMatch['how'] } | undefined>(qList.length)
    const nUsed = new Uint8Array(nToks.length)
    for (const p of pairs) {
      if (qm[p.i] || nUsed[p.j]) continue
      qm[p.i] = { j: p.j, s: p.s, how: p.how }
      nUsed[p.j] = 1
    }
    let qTotal = 0, qMatched = 0, nMatched = 0, info = 0
    const tokens: TokenMatch[] = []
    for (let i = 0; i < qList.length; i++) {
      const t = qList[i]!
      const m = qm[i]
      // A query token the lists never use takes the weight of the listed token it matched (a typo is not rare).
      // Arabic script: a matched token weighs what the listed spelling it matched weighs.
      const w = arabic && m && t.cls === 'name' ? nWeights[m.j]!
        : idf(t.text) !== undefined || t.cls !== 'name' ? arabicWeight(t, weightOf(t, maxIdf), arabic)
          : m ? nWeights[m.j]! : arabicWeight(t, maxIdf * 0.8, arabic)
      qTotal += w
      if (m) {
        qMatched += w * m.s
        nMatched += nWeights[m.j]! * m.s
        if (t.cls === 'name') info += Math.min(w, nWeights[m.j]!) * m.s
        tokens.push({ query: t.text, matched: nToks[m.j]!.text, similarity: round(m.s), how: m.how })
      } else tokens.push({ query: t.text, matched: null, similarity: 0, how: 'none' })
    }
    let nTotal = 0
    for (const w of nWeights) nTotal += w
    // Conflicts: unmatched name parts on both sides, paired heaviest with heaviest ("Habib ben Mohamed" is not
    // "Habib ben Ahmed"): evidence against, unlike a part that is simply absent from the query.
    const qFree = qList.flatMap((t, i) => (!qm[i] && t.cls === 'name' ? [knownWeight(t, arabic)] : [])).sort((a, b) => b - a)
    const nFree = nToks.flatMap((t, j) => (!nUsed[j] && t.cls === 'name' ? [nWeights[j]!] : [])).sort((a, b) => b - a)
    const conflicts = Math.min(qFree.length, nFree.length)
    const nameParts = Math.max(qList.filter((t) => t.cls === 'name').length, nToks.filter((t) => t.cls === 'name').length, 1)
    const conflictShare = conflicts / nameParts
    const queryCoverage = qTotal ? qMatched / qTotal : 0
    const nameCoverage = nTotal ? nMatched / nTotal : 0
    let score = MATCH.queryShare * queryCoverage + (1 - MATCH.queryShare) * nameCoverage
    // Enough rare matched name parts: a long listed name needs minInformation; a short listed name needs what it
    // has (at least 3/4 of it); a complete, exact match of the whole name needs half.
    let nInfo = 0
    nToks.forEach((t, j) => { if (t.cls === 'name') nInfo += nWeights[j]! })
    // Complete: every name part on both sides aligned (exactly or with a typo).
    const complete = qList.every((t, i) => qm[i] || t.cls === 'legal') && nToks.every((t, j) => nUsed[j] || t.cls === 'legal')
    const minInfo = MATCH.minInformation * maxIdf
    const needed = complete ? minInfo / 2 : Math.max(Math.min(nInfo, minInfo), 0.75 * minInfo)
    score *= Math.min(1, info / needed)
    score *= Math.max(0, 1 - MATCH.conflictPenalty * conflictShare)
    const aliasEffect = n.name.kind === 'weak' ? MATCH.weakAliasFactor : 1
    score *= aliasEffect
    return {
      score,
      explanation: {
        name: round(score), queryCoverage: round(queryCoverage), nameCoverage: round(nameCoverage), information: round(info), conflict: round(conflictShare), tokens,
        birthDate: { effect: 0, detail: 'not compared' }, country: { effect: 0, detail: 'not compared' },
        alias: { kind: n.name.kind, effect: round(aliasEffect - 1) },
      },
    }
  }

  return { size: { entities: entities.length, names: names.length, tokens: byToken.size }, search }
}

/**
 * Romanisations of one Korean syllable that edit distance and phonetic keys miss (McCune-Reischauer, Revised
 * Romanization and the usual spellings of surnames: 이 Ri/Li/Yi/Lee/Rhee, 박 Pak/Park/Bak, 최 Choe/Choi …).
 */
const VARIANT_GROUPS = [['ri', 'li', 'yi', 'lee', 'rhee', 'rhie'], ['pak', 'park', 'bak', 'pck'], ['choe', 'choi', 'chwe'], ['kim', 'gim'],
  ['jong', 'chong', 'jung', 'chung'], ['ryu', 'yu', 'yoo', 'ryoo'], ['rim', 'lim', 'im'], ['ro', 'no', 'roh', 'noh'], ['kang', 'gang'], ['han', 'hahn']]
const VARIANT = new Map<string, number>()
VARIANT_GROUPS.forEach((g, i) => { for (const v of g) VARIANT.set(v, i) })

function tokenSimilarity(a: Tok, b: Tok, arabic: boolean): { s: number; how: TokenMatch['how'] } {
  if (a.text === b.text) return { s: 1, how: a.text.length > b.text.length ? 'compound' : 'exact' }
  const va = VARIANT.get(a.text)
  if (va !== undefined && va === VARIANT.get(b.text)) return { s: MATCH.phoneticSimilarity, how: 'phonetic' }
  if (a.cls === 'legal' || b.cls === 'legal') return { s: 0, how: 'none' }
  if (a.cls === 'initial' || b.cls === 'initial') {
    return a.text[0] === b.text[0] && (a.cls !== b.cls) ? { s: 0.9, how: 'initial' } : { s: 0, how: 'none' }
  }
  let s = 0
  let how: TokenMatch['how'] = 'none'
  const short = Math.min(a.text.length, b.text.length)
  if (short >= 4) {
    // Typos: edits allowed grow with the length (1 from 4 letters, 2 from 9); each edit costs editCost.
    const allowed = short >= MATCH.twoEditsFrom ? 2 : 1
    const d = editDistance(a.text, b.text, allowed)
    if (d <= allowed) { s = 1 - MATCH.editCost * d; how = 'fuzzy' }
  }
  if (short >= 4 && a.phon && a.phon === b.phon && s < MATCH.phoneticSimilarity) { s = MATCH.phoneticSimilarity; how = 'phonetic' }
  if (arabic && a.skel && b.skel && s < MATCH.skeletonSimilarity) {
    // Arabic script omits short vowels: equal consonant skeletons are as good as it gets; one edit is weaker.
    if (a.skel === b.skel) { s = MATCH.skeletonSimilarity; how = 'skeleton' }
    else if (Math.min(a.skel.length, b.skel.length) >= 4 && editDistance(a.skel, b.skel, 1) <= 1 && s < MATCH.skeletonSimilarity - MATCH.editCost) { s = MATCH.skeletonSimilarity - MATCH.editCost; how = 'skeleton' }
  }
  return { s, how }
}

/** Joins adjacent tokens of `side` whose concatenation equals a token of `other` ("abdul rahman" ~ "abdulrahman"). */
function mergeCompounds(wanted: Set<string>, side: Tok[], weights: number[]): [Tok[], number[]] {
  if (side.length < 2 || !wanted.size) return [side, weights]
  let any = false
  for (let j = 0; j + 1 < side.length && !any; j++) any = wanted.has(side[j]!.text + side[j + 1]!.text)
  if (!any) return [side, weights]
  const toks: Tok[] = []
  const ws: number[] = []
  for (let j = 0; j < side.length; j++) {
    const a = side[j]!, b = side[j + 1]
    if (b && a.cls !== 'legal' && b.cls !== 'legal' && wanted.has(a.text + b.text) && !wanted.has(a.text) && !wanted.has(b.text)) {
      const text = a.text + b.text
      toks.push({ text, cls: 'name', phon: phoneticKey(text), skel: skeleton(text) })
      ws.push(weights[j]! + weights[j + 1]!)
      j++
    } else { toks.push(a); ws.push(weights[j]!) }
  }
  return [toks, ws]
}

/**
 * Maps the raw evidence score onto the published scale, monotonically, so that the documented default threshold
 * 0.70 sits at the raw operating point MATCH.rawAtThreshold chosen by cross-validation (docs/sanctions.md).
 */
export function calibrate(raw: number): number {
  const c = MATCH.rawAtThreshold
  return raw >= c ? DEFAULT_THRESHOLD + ((raw - c) * (1 - DEFAULT_THRESHOLD)) / (1 - c) : (raw * DEFAULT_THRESHOLD) / c
}

function round(n: number): number { return Math.round(n * 1000) / 1000 }

/** Birth dates: the same date (at the precision both give) supports; a year more than one apart contradicts. */
export function birthDateEvidence(query: string | undefined, listed: string[]): { effect: number; detail: string } {
  if (!query) return { effect: 0, detail: 'no birth date in the query' }
  if (!listed.length) return { effect: 0, detail: 'no birth date listed' }
  let close = false
  for (const d of listed) {
    const n = Math.min(d.length, query.length)
    if (d.slice(0, n) === query.slice(0, n)) return { effect: MATCH.birthDateMatch, detail: `matches listed ${d}` }
    const dy = Math.abs(Number(d.slice(0, 4)) - Number(query.slice(0, 4)))
    if (dy <= 1) close = true
  }
  if (close) return { effect: 0, detail: `close to listed ${listed.join(', ')}` }
  return { effect: MATCH.birthDateMismatch, detail: `differs from listed ${listed.join(', ')}` }
}

export function countryEvidence(query: string | undefined, listed: string[]): { effect: number; detail: string } {
  if (!query) return { effect: 0, detail: 'no country in the query' }
  const codes = listed.filter((c) => c.length === 2)
  if (!codes.length) return { effect: 0, detail: 'no country listed' }
  if (codes.includes(query.toLowerCase())) return { effect: MATCH.countryMatch, detail: `listed country ${query.toLowerCase()}` }
  return { effect: MATCH.countryMismatch, detail: `listed countries ${codes.join(', ')}` }
}
