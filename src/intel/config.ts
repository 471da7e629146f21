/**
 * Intel section of the configuration. The word-vector cache lives under WEBINTEL_DATA_DIR
 * (global section); these variables configure only the optional OpenAI-compatible model provider.
 */
import { int, oneOf, str, url, type Section } from '../config/vars.ts'

export const intelSection = {
  llmBaseUrl: url('WEBINTEL_LLM_BASE_URL', undefined, 'Base URL of an OpenAI-compatible API (e.g. http://127.0.0.1:11434/v1); unset = embedded engine only'),
  llmApiKey: str('WEBINTEL_LLM_API_KEY', undefined, 'Bearer token sent to the model provider, if it needs one'),
  llmModel: str('WEBINTEL_LLM_MODEL', undefined, 'Chat model used for categorization (JSON-schema output); unset = no chat calls'),
  embeddingsModel: str('WEBINTEL_EMBEDDINGS_MODEL', undefined, 'Embeddings model used for categorization and similarity; unset = no embeddings calls'),
  llmTimeoutMs: int('WEBINTEL_LLM_TIMEOUT_MS', 8000, 'Timeout of one model-provider call in milliseconds; on timeout the embedded engine answers', { min: 100, max: 120_000 }),
  llmMode: oneOf('WEBINTEL_LLM_MODE', 'blend', ['blend', 'replace'] as const, 'blend = average the model with the embedded engine; replace = use the model alone (embedded still answers on failure)'),
}

export type IntelConfig = Section<typeof intelSection>

/** Provider options for createIntelEngine, or undefined when no provider is configured. */
export function llmOptionsFrom(c: IntelConfig): { baseUrl: string; apiKey?: string; model?: string; embeddingsModel?: string; timeoutMs: number; mode: 'blend' | 'replace' } | undefined {
  if (!c.llmBaseUrl || (!c.llmModel && !c.embeddingsModel)) return undefined
  return { baseUrl: c.llmBaseUrl, apiKey: c.llmApiKey, model: c.llmModel, embeddingsModel: c.embeddingsModel, timeoutMs: c.llmTimeoutMs ?? 8000, mode: c.llmMode ?? 'blend' }
}
