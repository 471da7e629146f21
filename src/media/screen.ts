/**
 * Screening of de-duplicated stories: relevance to the entity (match.ts), adverse classification
 * (classify.ts), risk (score.ts). Only relevant adverse stories become `sources`; every relevant story
 * feeds the continuous risk_score.
 */
import { classify } from './classify.ts'
import type { Story } from './dedup.ts'
import { createMatcher, relevance } from './match.ts'
import { ADVERSE_THRESHOLD, RELEVANCE_THRESHOLD, articleRisk, combineRisk, recency, reliability } from './score.ts'
import { fold, lead, sentences } from './text.ts'
import type { MediaHit } from './types.ts'

/** `variants` undefined screens the stories alone (every story counts as about the subject). */
export function screenStories(stories: Story[], variants: string[] | undefined, now: number, articles: Map<number, string> = new Map()): { hits: MediaHit[]; risk: number } {
  const matcher = variants ? createMatcher(variants) : undefined
  const all: number[] = [], adverse: number[] = []
  const hits: MediaHit[] = []
  for (const [i, story] of stories.entries()) {
    const article = articles.get(i)
    const s = article ? { ...story, text: article } : story
    const rel = matcher ? relevance(matcher, s.title, s.text) : 1
    if (rel <= 0) continue
    const c = classify({ title: s.title, text: s.text, isMention: matcher?.mentions })
    const risk = articleRisk({ adverse: c.adverse, severity: c.severity, relevance: rel, recency: recency(s.publishedAt, now), reliability: reliability(s.url) })
    all.push(risk)
    if (c.adverse < ADVERSE_THRESHOLD || rel < RELEVANCE_THRESHOLD) continue
    adverse.push(risk)
    const best = c.bestSentence >= 0 ? sentences(s.text)[c.bestSentence] : undefined
    hits.push({
      url: s.url, title: s.title, date: s.publishedAt ? s.publishedAt.slice(0, 10) : '',
      summary: best && best.length <= 400 && !fold(s.title).includes(fold(best)) ? best : lead(s.text) || s.title,
      categories: c.categories, relevance: Math.round(rel * 100) / 100, severity: Math.round(c.severity * 100) / 100,
      risk: Math.round(risk * 1000) / 1000, outlets: s.outlets,
    })
  }
  hits.sort((a, b) => b.risk - a.risk || b.severity - a.severity)
  return { hits, risk: combineRisk(all, adverse) }
}
