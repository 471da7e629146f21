/**
 * Model-provider categorization: with a chat model, the page is described in a compact prompt and the
 * model returns a probability per candidate through a strict JSON schema; with only an embeddings model,
 * the page and "This page is about <name>." are embedded and compared. Unknown names in the answer are
 * ignored and the distribution is renormalised over the candidates.
 */
import type { LlmClient } from '../../llm/client.ts'
import { cosineArrays } from '../../llm/client.ts'

const SCHEMA = {
  type: 'object', additionalProperties: false, required: ['categories'],
  properties: {
    categories: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['name', 'confidence'],
      properties: { name: { type: 'string' }, confidence: { type: 'number' } } } },
  },
}

export async function llmCategoryDistribution(client: LlmClient, pageText: string, names: string[]): Promise<Map<string, number>> {
  const excerpt = pageText.slice(0, 6000)
  const out = new Map<string, number>(names.map((n) => [n, 0]))
  if (client.options.model) {
    const answer = await client.chatJson(
      'You classify web pages. Give every candidate category a probability that it is the main topic of the page; probabilities sum to 1. Use only the candidate names given.',
      `Candidates: ${JSON.stringify(names)}\n\nPage:\n${excerpt}`, 'categories', SCHEMA) as { categories?: { name?: unknown; confidence?: unknown }[] }
    for (const c of answer.categories ?? []) {
      if (typeof c.name === 'string' && out.has(c.name) && typeof c.confidence === 'number' && Number.isFinite(c.confidence)) out.set(c.name, Math.max(0, Math.min(1, c.confidence)))
    }
  } else {
    const vecs = await client.embed([excerpt, ...names.map((n) => `This page is about ${n}.`)])
    const sims = names.map((_, i) => cosineArrays(vecs[0]!, vecs[i + 1]!))
    const max = Math.max(...sims)
    names.forEach((n, i) => out.set(n, Math.exp((sims[i]! - max) / 0.05)))
  }
  const z = [...out.values()].reduce((a, b) => a + b, 0)
  if (!(z > 0)) throw new Error('[intel] [llm] no usable category probabilities in the answer')
  for (const [k, v] of out) out.set(k, v / z)
  return out
}
