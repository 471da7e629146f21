/**
 * Which stories to read first. A search returns more stories than can be read within the deadline, so they
 * are ranked on what the feed gives (headline, snippet, date): stories that name the entity first, then
 * those whose headline and snippet already read as adverse, then the recent ones. Stories that do not name
 * the entity in the headline or snippet still rank (the search matched their full text), below the others.
 */
import { classify } from './classify.ts'
import type { Story } from './dedup.ts'
import { createMatcher, relevance } from './match.ts'
import { recency } from './score.ts'

/** Story indices, best candidate for reading first. */
export function rankForReading(stories: Story[], variants: string[] | undefined, now: number): number[] {
  const matcher = variants ? createMatcher(variants) : undefined
  const score = stories.map((s) => {
    const rel = matcher ? relevance(matcher, s.title, s.text) : 1
    const adverse = classify({ title: s.title, text: s.text, isMention: matcher?.mentions }).adverse
    return (rel > 0 ? 0.4 + 0.6 * rel : 0.25) * (0.3 + adverse) * recency(s.publishedAt, now)
  })
  return stories.map((_, i) => i).sort((a, b) => score[b]! - score[a]! || a - b)
}
