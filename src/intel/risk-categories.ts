/**
 * The high-risk reading as evidence for the category (docs/intel.md, "High-risk classes in the tree"). The risk
 * engine reads a merchant's trade in 32 languages and damps pages that report on a trade rather than offer it
 * (risk/stance.ts); when it reads a class at RISK_NODE_MIN or more, the page offers that class's goods, and the
 * class's node of the IAB Content Taxonomy 3.1 (RISK_NODES) is where the page belongs. Built-in taxonomy only:
 * a result with caller-given categories (no `path`) is returned as it is.
 *
 * The combination with the categorizer's own distribution, one rule:
 *   w = s · (1 − p0)   s: the class's risk score, p0: the categorizer's top confidence;
 *   every confidence × (1 − w), then + w on the node's tier-1 entry (the sum stays 1);
 *   that entry's path becomes the node's (kept when the categorizer already went to the node or below it).
 * The risk score is calibrated (docs/benchmarks.md, ECE of the high-risk score), so s is read as the probability
 * that the page is a merchant of the class, in which case its tier 1 is the node's; it takes only the share of the
 * probability the categorizer leaves open (1 − p0). So (a) when the categorizer's tier 1 already is the node's, the
 * path is refined down to the node and its confidence rises by w(1 − p0); (b) when the categorizer is unsure, the
 * node's tier 1 takes the lead with confidence w + (1 − w)·q (q its own confidence) — at most 1 − p0 + p0·q, never a
 * certainty the categorizer did not leave open; a confident categorizer (p0 above ≈ 0.62 against s = 1) keeps its
 * lead and only the node's tier-1 entry, lower down, carries the node's path — unless its lead is only a frame
 * (MERCHANT_FRAME, REPORT_FRAME), and only for a class named by two or more of its terms (docs/intel.md, "What a page
 * is about").
 */
import { RISK_CLASSES } from './risk/classes.ts'
import { pageStance } from './risk/stance.ts'
import type { RiskClassKey } from './risk/terms/index.ts'
import type { CategorizeResult, CategoryScore, PageSignals, RiskMatch, RiskResult } from './types.ts'

/**
 * A class's risk score from which the reading counts: the high-risk flag's threshold (docs/intel.md), the point where
 * a calibrated score says "more likely than not a merchant of this class".
 */
export const RISK_NODE_MIN = 0.5

/**
 * Each risk class's node of the IAB 3.1 tree (names from tier 1 down; test/unit/intel/categorize-risk.test.ts checks
 * that every path is in the tree). docs/intel.md gives the reasons; classes without an entry name a way of selling
 * (free trials, outbound calls) or goods of any kind (counterfeits), or paid contests that no node describes (skill
 * games), or a class whose reading does not tell the trade from an ordinary business of the same node (payday
lending: a bank's loans page reads it too), and leave the category alone.
 */
export const RISK_NODES: Partial<Record<RiskClassKey, readonly string[]>> = {
  gambling: ['Attractions', 'Casinos & Gambling'],
  weapons: ['Sensitive Topics', 'Arms & Ammunition'],
  pharma: ['Medical Health', 'Pharmaceutical Drugs'],
  dating: ['Family and Relationships', 'Dating'],
  adult: ['Sensitive Topics', 'Adult & Explicit Sexual Content'],
  tobacco_vape: ['Sensitive Topics', 'Illegal Drugs, Tobacco, eCigarettes, Vaping, Alcohol'],
  cannabis_drugs: ['Sensitive Topics', 'Illegal Drugs, Tobacco, eCigarettes, Vaping, Alcohol'],
  crypto: ['Business and Finance', 'Economy', 'Currencies'],
  forex: ['Personal Finance', 'Personal Investing'],
  nutraceutical: ['Healthy Living', 'Wellness', 'Alternative Medicine', 'Herbs and Supplements'],
  cyberlocker: ['Technology & Computing', 'Computing', 'Data Storage and Warehousing'],
}

/**
 * Tier-1 classes that, when the categorizer cannot refine them, say how a page sells or talks (a shop, messaging) or
 * that it is sensitive (IAB's brand-safety group), not what it is about: on a merchant's page of a class the class
 * says what the shop sells, so these take no share from its node (docs/intel.md, "What a page is about").
 */
const MERCHANT_FRAME: ReadonlySet<string> = new Set(['Shopping', 'Communication', 'Sensitive Topics'])
/**
 * The commercial vocabulary of any story about a firm (money, customers, shares, fines): on a page that reports on a
 * trade named in its headline, these classes, unrefined, are the story's frame and the trade its topic.
 */
const REPORT_FRAME: ReadonlySet<string> = new Set(['Business and Finance', 'Personal Finance', 'Shopping'])

/**
 * The distinct written terms behind a reading: its evidence without the places ("casino (title)" → casino), leaving
 * out the class profile's words matched anywhere on the page ("service (page)"), which are not the class's own terms.
 */
const distinctTerms = (m: RiskMatch): number =>
  new Set(m.evidence.filter((e) => !/\(page(?:, related)?\)$/.test(e)).map((e) => e.replace(/\s*\([^)]*\)$/, ''))).size

/** Node paths by the class name the risk result carries. */
const BY_NAME: ReadonlyMap<string, readonly string[]> = new Map(
  RISK_CLASSES.flatMap((c) => (RISK_NODES[c.key] ? [[c.name, RISK_NODES[c.key]!] as const] : [])),
)

const round = (x: number): number => Math.round(x * 10_000) / 10_000
const startsWith = (path: readonly string[], prefix: readonly string[]): boolean =>
  path.length >= prefix.length && prefix.every((x, i) => path[i] === x)

/**
 * `result` (built-in taxonomy, every tier-1 class listed) with the risk reading `risk` (built-in classes, not the
 * caller's) folded in; unchanged when no mapped class reaches RISK_NODE_MIN or the categories are the caller's.
 */
export function withRiskReading(result: CategorizeResult, risk: RiskResult, input?: PageSignals): CategorizeResult {
  const cats = result.categories
  if (!cats.length || cats.some((c) => !c.path)) return result
  // A class named by one written term alone does not move the category: the word can be another sense ("VW- und
  // Audi-Partner", a car dealer's brand partnership, read as dating) or another language's word.
  let m: RiskMatch | undefined = risk.matches.find((x) => x.score >= RISK_NODE_MIN && BY_NAME.has(x.class) && distinctTerms(x) >= 2)
  let score = m?.score ?? 0
  let frame = MERCHANT_FRAME
  // A page that reports on a trade (risk/stance.ts: its reporting cues outweigh its offer cues, and the risk score was
  // damped for it) is about the trade its headline names: the class's reading before the damp, when the class's
  // words are in the title, is the probability that the trade is the story's topic.
  if (!m && input) {
    const damp = pageStance(input).damp
    const topic = damp < 1 ? risk.matches.find((x) => BY_NAME.has(x.class) && x.evidence.some((e) => e.endsWith('(title)')) && x.score / damp >= RISK_NODE_MIN && distinctTerms(x) >= 2) : undefined
    if (topic) { m = topic; score = Math.min(1, topic.score / damp); frame = REPORT_FRAME }
    else return result
  }
  if (!m) return result
  const node = BY_NAME.get(m.class)!
  const at = cats.findIndex((c) => c.path![0] === node[0])
  if (at < 0) return result
  // The share of the probability the categorizer leaves open: 1 − its top confidence, or, when its top class is
  // only the page's frame (above), 1 − the best confidence of a class that names a subject other than the node's.
  // A page that sells (or a story about) a class names it with two or more of its terms; a single word can be another
  // sense or another language's word (Turkish "aynı gün", same day, folds to "gun"), so it does not displace a frame.
  const isFrame = (c: CategoryScore): boolean => c.path!.length === 1 && frame.has(c.path![0]!) && c.path![0] !== node[0]
  const framed = isFrame(cats[0]!)
  if (frame === REPORT_FRAME && !framed) return result
  const p0 = framed ? Math.max(0, ...cats.filter((c, i) => i !== at && !isFrame(c)).map((c) => c.confidence)) : cats[0]!.confidence
  const w = score * (1 - p0)
  const categories: CategoryScore[] = cats.map((c, i) => {
    const confidence = round((1 - w) * c.confidence + (i === at ? w : 0))
    if (i !== at || startsWith(c.path!, node)) return { ...c, confidence }
    return { name: node[node.length - 1]!, confidence, path: [...node] }
  }).sort((a, b) => b.confidence - a.confidence || a.name.localeCompare(b.name))
  const name = categories.find((c) => c.path![0] === node[0])!.name
  // Where the node came from: the class's words on the page, each with its place and the class
  // ("bahis (title, risk: Gambling and betting)").
  const from = (e: string): string => (e.endsWith(')') ? `${e.slice(0, -1)}, risk: ${m.class})` : `${e} (risk: ${m.class})`)
  const evidence = [{ category: name, terms: m.evidence.map(from) }, ...result.evidence.filter((e) => e.category !== name)]
  return { ...result, categories, dominantCategory: categories[0]!.name, evidence }
}
