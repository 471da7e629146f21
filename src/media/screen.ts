/**
 * Screening of de-duplicated stories: relevance to the entity (match.ts), adverse classification
 * (classify.ts), stage (stage.ts), the entity's role (role.ts), risk (score.ts). A story counts — becomes one
 * of `sources` — when the entity is relevant, its role is the subject, and `adverse` reaches the threshold of
 * its strongest category (taxonomy.ts). Every relevant story feeds the continuous riskScore; stories where
 * the entity is a victim, regulator, plaintiff or reporter feed it at a fifth of their weight.
 */
import { classify } from './classify.ts'
import type { Story } from './dedup.ts'
import { createMatcher, relevance, type EntityMatcher } from './match.ts'
import { articleRole } from './role.ts'
import { RELEVANCE_THRESHOLD, articleRisk, calibrate, combineRisk, recency, reliability } from './score.ts'
import { articleStage } from './stage.ts'
import { TAXONOMY, UNCATEGORISED_THRESHOLD } from './taxonomy.ts'
import { fold, lead, sentences } from './text.ts'
import { runSteps, runStepsInTurns } from '../text/turns.ts'
import type { MediaHit } from './types.ts'

/** Weight of a story in riskScore when the entity is not its subject. */
const NON_SUBJECT_WEIGHT = 0.2

function relevanceReason(rel: number): string {
  if (rel >= 1) return 'the entity is named in the headline'
  if (rel >= 0.9) return 'the entity is named in the lead'
  if (rel >= 0.85) return 'the entity\'s surname is in the headline'
  if (rel >= 0.8) return 'the entity is named repeatedly in the article'
  if (rel >= 0.65) return 'the entity is named in the lead or repeatedly (surname)'
  return 'the entity is named in the article'
}

type Screened = { hits: MediaHit[]; risk: number }

/** Stories judged between two pauses of screenStoriesInSlices (a feed's 500 stories take 0.1–0.3 s in all). */
const STORIES_PER_SLICE = 25

/** `variants` undefined screens the stories alone (every story counts as about the subject). */
export function screenStories(stories: Story[], variants: string[] | undefined, now: number, articles: Map<number, string> = new Map()): Screened {
  return runSteps(screenSteps(stories, variants, now, articles))
}

/**
 * The same screening with a turn of the event loop after every STORIES_PER_SLICE stories: a check of a feed of
 * hundreds of stories runs in the main thread, and other requests are answered between the slices.
 */
export async function screenStoriesInSlices(stories: Story[], variants: string[] | undefined, now: number, articles: Map<number, string> = new Map()): Promise<Screened> {
  return runStepsInTurns(screenSteps(stories, variants, now, articles))
}

/** screenStories as steps: it pauses (yields) after every STORIES_PER_SLICE stories. */
function* screenSteps(stories: Story[], variants: string[] | undefined, now: number, articles: Map<number, string>): Generator<void, Screened, void> {
  const matcher = variants ? createMatcher(variants) : undefined
  const all: number[] = [], adverse: number[] = []
  const hits: MediaHit[] = []
  for (const [i, story] of stories.entries()) {
    if (i > 0 && i % STORIES_PER_SLICE === 0) yield
    const article = articles.get(i)
    const s = article ? { ...story, text: article } : story
    const rel = matcher ? relevance(matcher, s.title, s.text) : 1
    if (rel <= 0) continue
    const c = classify({ title: s.title, text: s.text, isMention: matcher?.mentions })
    const raw = sentences(s.text).slice(0, 120)
    const folded = raw.map(fold)
    const title = fold(s.title)
    const evidence = [...(c.titleEvidence ? [title] : []), ...c.evidenceSentences.map((k) => folded[k]!)]
    const { stage } = articleStage(evidence)
    const role = matcher ? roleOf(matcher, title, c.titleEvidence, c.evidenceSentences.map((k) => folded[k]!)) : 'subject'
    const primary = c.categories[0]
    const threshold = primary ? TAXONOMY[primary].threshold : UNCATEGORISED_THRESHOLD
    const risk = articleRisk({ adverse: c.adverse, severity: c.severity, relevance: rel, recency: recency(s.publishedAt, now), reliability: reliability(s.url) })
    all.push(role === 'subject' ? risk : risk * NON_SUBJECT_WEIGHT)
    if (c.adverse < threshold || rel < RELEVANCE_THRESHOLD || role !== 'subject') continue
    adverse.push(risk)
    // The evidence sentence: the most adverse one that names the entity, else the most adverse one, else the headline.
    const named = c.evidenceSentences.filter((k) => matcher?.mentions(folded[k]!) ?? true).sort((a, b) => c.sentenceScores[b]! - c.sentenceScores[a]!)[0]
    const bestIdx = named ?? (c.bestSentence >= 0 ? c.bestSentence : undefined)
    const best = bestIdx !== undefined ? raw[bestIdx] : undefined
    const evidenceSentence = best && best.length <= 600 ? best : best ? `${best.slice(0, 599).replace(/\s+\S*$/, '')}…` : s.title
    const reasons = [
      `${primary ? primary.replace(/_/g, ' ') : 'wrongdoing'} reported (adverse ${c.adverse.toFixed(2)} ≥ ${threshold} for this category)`,
      relevanceReason(rel),
      `stage: ${stage}`,
      `the entity is the subject${matcher ? ' (not a victim, regulator, plaintiff or reporter)' : ''}`,
      article ? 'judged on the article text' : 'judged on the headline and snippet',
    ]
    hits.push({
      url: s.url, title: s.title, date: s.publishedAt ? s.publishedAt.slice(0, 10) : '',
      summary: best && best.length <= 400 && !title.includes(fold(best)) ? best : lead(s.text) || s.title,
      category: primary ?? 'misconduct', categories: c.categories,
      schemeCategory: TAXONOMY[primary ?? 'misconduct'].scheme, stage, role,
      evidence: evidenceSentence, reasons, textSource: article ? 'article' : 'snippet',
      relevance: Math.round(rel * 100) / 100, severity: Math.round(c.severity * 100) / 100,
      risk: Math.round(risk * 1000) / 1000, outlets: s.outlets,
    })
  }
  hits.sort((a, b) => b.risk - a.risk || b.severity - a.severity)
  return { hits, risk: calibrate(combineRisk(all, adverse)) }
}

function roleOf(matcher: EntityMatcher, title: string, titleEvidence: boolean, evidence: string[]) {
  const marked: { text: string; title?: boolean }[] = []
  const t = titleEvidence ? matcher.mark(title) : undefined
  if (t) marked.push({ text: t, title: true })
  for (const s of evidence) { const m = matcher.mark(s); if (m) marked.push({ text: m }) }
  return articleRole(marked).role
}
