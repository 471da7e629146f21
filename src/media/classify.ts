/**
 * Adverse classification of one article from its title and text: sentence-level lexicon evidence with
 * prevention, policy and exculpatory contexts removed (see lexicon.ts), combined into a calibrated
 * probability-like `adverse` score. Pure and synchronous; no model weights.
 */
import { ACTION_TERMS, CATEGORIES, CATEGORY_SEVERITY, CRIME_TERMS, EXCULPATORY, EXPLAINER_TITLE, FAILURE_AFTER, FAILURE_BEFORE, HEADLINE_TERMS, POSITIVE, PROGRAMMATIC, REPORTING, PREVENTION_AFTER, PREVENTION_BEFORE } from './lexicon.ts'
import type { AdverseCategory, Term } from './lexicon.ts'
import { fold, sentences } from './text.ts'

export interface Classification {
  /** In [0, 1]: how strongly the article reports wrongdoing (logistic of the evidence sum). */
  adverse: number
  /** Categories with evidence, strongest first. */
  categories: AdverseCategory[]
  /** Severity in [0, 1] of the strongest category (0 when none). */
  severity: number
  /** True when an exculpatory outcome (acquitted, cleared, charges dropped) was reported. */
  exculpated: boolean
  /** Index (in the body's sentences) of the most adverse sentence, -1 for none. */
  bestSentence: number
  /** Indices (in the body's sentences, at most 120) with offence or legal-process evidence, or an exculpatory outcome. */
  evidenceSentences: number[]
  /** Score of each body sentence (same indexing; 0 when none). */
  sentenceScores: number[]
  /** The headline has offence or legal-process evidence. */
  titleEvidence: boolean
}

interface SentenceEvidence { crime: number; action: number; mitigated: number; cats: Map<AdverseCategory, number>; exculpatory: boolean }

function hits(term: Term, s: string): number[] {
  const out: number[] = []
  term.re.lastIndex = 0
  for (let m = term.re.exec(s); m; m = term.re.exec(s)) { out.push(m.index); if (m[0].length === 0) term.re.lastIndex++ }
  return out
}

function mitigatedAt(s: string, at: number, end: number): boolean {
  const before = s.slice(Math.max(0, at - 48), at)
  return PREVENTION_BEFORE.test(before) || PREVENTION_AFTER.test(s.slice(end, end + 40))
}

/** A prevention frame that reports its own failure ("breaches of anti-money laundering rules", "AML failings"). */
function failureFramed(s: string, at: number, end: number): boolean {
  return FAILURE_BEFORE.test(s.slice(Math.max(0, at - 64), at)) || FAILURE_AFTER.test(s.slice(end, end + 60))
}

/**
 * An enforcement body named after the offence ("the anti-corruption bureau", "the Serious Fraud Office") acting
 * in the same sentence ("raided", "charged", "opened a probe into") reports the offence, not its prevention.
 */
const ENFORCER_AFTER = /^[\s-]*(?:\w+[\s-]+)?(?:agency|bureau|office|commission|unit|task ?force|watchdog|authority|prosecutors?|prosecution|directorate|department|police|squad|court|investigators?)\b/

/** Evidence in one folded sentence; `mention` marks sentences that name the screened entity. */
export function sentenceEvidence(s: string): SentenceEvidence {
  const cats = new Map<AdverseCategory, number>()
  let crime = 0, mitigated = 0, action = 0
  for (const term of ACTION_TERMS) action += hits(term, s).length * term.weight
  for (const cat of CATEGORIES) {
    for (const term of CRIME_TERMS[cat]) {
      for (const at of hits(term, s)) {
        const len = (s.slice(at).match(term.re.source.startsWith('\\b') ? new RegExp(term.re.source) : term.re)?.[0].length) ?? 0
        if (mitigatedAt(s, at, at + len)) {
          const enforced = action > 0 && ENFORCER_AFTER.test(s.slice(at + len, at + len + 40))
          if (!enforced && !failureFramed(s, at, at + len)) { mitigated += term.weight; continue }
          // a failed control is a regulatory breach in the offence's area
          cats.set('regulatory_enforcement', (cats.get('regulatory_enforcement') ?? 0) + 0.5 * term.weight)
        }
        crime += term.weight
        cats.set(cat, (cats.get(cat) ?? 0) + term.weight)
      }
    }
  }
  const exculpatory = EXCULPATORY.test(s)
  return { crime, action, mitigated, cats, exculpatory }
}

/** Legal-process evidence in a folded headline's own grammar (HEADLINE_TERMS, lexicon.ts), on top of sentenceEvidence. */
export function headlineAction(title: string): number {
  let a = 0
  for (const term of HEADLINE_TERMS) a += hits(term, title).length * term.weight
  return a
}

function sentenceScore(e: SentenceEvidence): number {
  if (e.exculpatory) return 0
  const c = Math.min(e.crime, 2.5), a = Math.min(e.action, 2.5)
  return 0.5 * c + 0.6 * a + (c > 0 && a > 0 ? 0.6 : 0)
}

/**
 * Evidence weights, set by hand from the lexicon's design (not fitted), except `namedTitle`: a headline that
 * names the screened entity weighs that many times an anonymous one (its evidence score; its categories count twice as for any headline), chosen
 * by 5-fold cross-validation; see docs/media.md.
 */
export const K = { bias: -1.8, title: 1.1, sum: 0.9, max: 0.4, prevention: 3.5, positive: 0.8, explainer: 1.0, framed: 2.0, exculpated: 1.2, reporting: 0.4, programmatic: 0.4, namedTitle: 3 }

/**
 * Length of a short news article, in words. A text shorter than this — a feed's headline and snippet, or a
 * brief — has its sentence evidence scaled up to this length: the evidence sum grows with the number of
 * sentences, so a 60-word snippet of an adverse story otherwise reads as a weak article (docs/media.md). The
 * scale is at most MAX_DENSITY (a snippet's worth): a one-line text is not extrapolated into an article.
 */
export const SHORT_ARTICLE_WORDS = 300
const MAX_DENSITY = 5

export interface ClassifyInput { title: string; text: string; isMention?: (foldedSentence: string) => boolean }

export function classify(input: ClassifyInput): Classification {
  const title = fold(input.title)
  const body = sentences(input.text).slice(0, 120).map(fold)
  const te = sentenceEvidence(title)
  te.action += headlineAction(title)
  const tw = input.isMention?.(title) && (te.crime > 0 || te.action >= 1) ? K.namedTitle : 1
  const cats = new Map<AdverseCategory, number>()
  const add = (e: SentenceEvidence, w: number) => { for (const [k, v] of e.cats) cats.set(k, (cats.get(k) ?? 0) + v * w) }
  add(te, 2)
  let sum = 0, max = 0, best = -1, mitigated = te.mitigated, crime = te.crime, exculpated = te.exculpatory
  const evidenceSentences: number[] = [], sentenceScores: number[] = []
  body.forEach((s, i) => {
    const e = sentenceEvidence(s)
    const w = input.isMention?.(s) ? 1.3 : 1
    const sc = sentenceScore(e) * w
    sum += sc; mitigated += e.mitigated; crime += e.crime; exculpated ||= e.exculpatory
    sentenceScores.push(sc)
    if (e.crime > 0 || e.action > 0 || e.exculpatory) evidenceSentences.push(i)
    if (sc > max) { max = sc; best = i }
    add(e, w)
  })
  const positive = POSITIVE.test(title) ? 1 : 0
  const explainer = EXPLAINER_TITLE.test(title) ? 1 : 0
  // A headline that names a crime type only as something to prevent frames the whole article.
  const titleFramed = te.mitigated > 0 && te.crime === 0 && te.action < 1 ? 1 : 0
  const preventionShare = mitigated / (mitigated + crime + 1)
  const all = `${title} ${body.join(' ')}`
  const words = Math.max(30, all.split(/\s+/).length)
  const reporting = Math.min(6, ((all.match(REPORTING)?.length ?? 0) / words) * 100)
  const programmatic = Math.min(6, ((all.match(PROGRAMMATIC)?.length ?? 0) / words) * 100)
  const bodyWords = body.reduce((n, s) => n + s.split(/\s+/).length, 0)
  const density = Math.min(MAX_DENSITY, Math.max(1, SHORT_ARTICLE_WORDS / Math.max(1, bodyWords)))
  const z = K.bias + K.title * tw * sentenceScore(te) + K.sum * Math.log1p(sum * density) + K.max * max
    + K.reporting * (reporting - 2) - K.programmatic * (programmatic - 1.2) - K.prevention * preventionShare - K.positive * positive - K.explainer * explainer - K.framed * titleFramed - (exculpated ? K.exculpated : 0)
  const adverse = 1 / (1 + Math.exp(-z))
  const ranked = [...cats.entries()].filter(([, v]) => v >= 0.5).sort((a, b) => b[1] - a[1]).map(([k]) => k)
  const severity = ranked.length ? Math.max(...ranked.slice(0, 3).map((k) => CATEGORY_SEVERITY[k])) : 0
  return { adverse, categories: ranked, severity, exculpated, bestSentence: best, evidenceSentences, sentenceScores, titleEvidence: te.crime > 0 || te.action > 0 || te.exculpatory }
}
