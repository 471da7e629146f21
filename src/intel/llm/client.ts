/**
 * Minimal client for an OpenAI-compatible endpoint: POST {base}/chat/completions with a JSON-schema
 * `response_format`, and POST {base}/embeddings. Every call carries a timeout; any failure (network,
 * status, malformed body) throws so the caller can fall back to the embedded engine. The base URL is
 * operator-configured and connected to as configured; a redirect to another origin goes through the outbound
 * policy (src/fetch/outbound.ts: public addresses and allowed ports only) and loses the Authorization header.
 */
import { createOutbound, type Outbound } from '../../fetch/outbound.ts'

export interface LlmOptions {
  baseUrl: string
  apiKey?: string
  /** Chat model; undefined = no chat calls. */
  model?: string
  /** Embeddings model; undefined = no embeddings calls. */
  embeddingsModel?: string
  timeoutMs: number
  /** 'blend' averages with the embedded engine; 'replace' uses the model's answer alone. */
  mode?: 'blend' | 'replace'
}

export interface LlmClient {
  readonly options: LlmOptions
  chatJson(system: string, user: string, schemaName: string, schema: object): Promise<unknown>
  embed(texts: string[]): Promise<number[][]>
}

/** `outbound`: the shared outbound policy; without one, the default policy (public only, default ports). */
export function createLlmClient(options: LlmOptions, outbound?: Outbound): LlmClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  let out = outbound
  const post = async (path: string, body: object): Promise<any> => {
    out ??= createOutbound({ allowPrivate: false, connectTimeoutMs: Math.min(options.timeoutMs, 3000) })
    const signal = AbortSignal.timeout(options.timeoutMs)
    const res = await out.request(`${base}${path}`, {
      configured: true, method: 'POST', signal, headersTimeoutMs: options.timeoutMs, bodyTimeoutMs: options.timeoutMs,
      headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify(body),
    })
    if (res.statusCode < 200 || res.statusCode > 299) {
      await res.body.dump().catch(() => undefined)
      throw new Error(`[intel] [llm] ${path} answered HTTP ${res.statusCode}`)
    }
    return res.body.json()
  }
  return {
    options,
    async chatJson(system, user, schemaName, schema) {
      if (!options.model) throw new Error('[intel] [llm] no chat model configured')
      const out = await post('/chat/completions', {
        model: options.model,
        temperature: 0,
        messages: [{ role: 'system', content: system }, { role: 'user', content: user }],
        response_format: { type: 'json_schema', json_schema: { name: schemaName, strict: true, schema } },
      })
      const content = out?.choices?.[0]?.message?.content
      if (typeof content !== 'string') throw new Error('[intel] [llm] chat answer has no content')
      return JSON.parse(content)
    },
    async embed(texts) {
      if (!options.embeddingsModel) throw new Error('[intel] [llm] no embeddings model configured')
      const out = await post('/embeddings', { model: options.embeddingsModel, input: texts })
      const data = out?.data
      if (!Array.isArray(data) || data.length !== texts.length) throw new Error('[intel] [llm] embeddings answer malformed')
      return [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map((d) => {
        if (!Array.isArray(d.embedding)) throw new Error('[intel] [llm] embeddings answer malformed')
        return d.embedding as number[]
      })
    },
  }
}

export function cosineArrays(a: number[], b: number[]): number {
  let dot = 0, na = 0, nb = 0
  for (let i = 0; i < Math.min(a.length, b.length); i++) { dot += a[i]! * b[i]!; na += a[i]! * a[i]!; nb += b[i]! * b[i]! }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0
}
