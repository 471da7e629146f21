/** Environment variables of the adverse-media engine, registered in src/config/load.ts. */
import { int, list, str, url, type Section } from '../config/vars.ts'

/** Why one WEBINTEL_NEWS_PROVIDERS entry is not a provider this service has, or undefined. */
export function checkProvider(spec: string): string | undefined {
  if (spec === 'gdelt' || spec === 'googlenews' || spec === 'newsapi') return undefined
  if (spec.startsWith('rss:')) {
    const template = spec.slice(4)
    let u: URL | undefined
    try { u = new URL(template.replaceAll('{query}', 'q')) } catch { /* below */ }
    if (!u || !/^https?:$/.test(u.protocol) || !template.includes('{query}')) return `${JSON.stringify(spec)} needs an http(s) URL containing {query}`
    return undefined
  }
  return `unknown provider ${JSON.stringify(spec)} (known: gdelt, googlenews, newsapi, rss:<URL template with {query}>)`
}

export const mediaConfigSection = {
  providers: list('WEBINTEL_NEWS_PROVIDERS', 'gdelt,googlenews',
    'News sources, comma separated: gdelt, googlenews, newsapi (needs WEBINTEL_NEWSAPI_KEY), rss:<URL template with {query}>', checkProvider),
  newsapiKey: str('WEBINTEL_NEWSAPI_KEY', undefined, 'NewsAPI.org API key; required when newsapi is selected'),
  gdeltBaseUrl: url('WEBINTEL_GDELT_BASE_URL', 'https://api.gdeltproject.org/api/v2/doc/doc', 'GDELT DOC 2.0 API endpoint'),
  googlenewsBaseUrl: url('WEBINTEL_GOOGLENEWS_BASE_URL', 'https://news.google.com/rss/search', 'Google News RSS search endpoint'),
  newsapiBaseUrl: url('WEBINTEL_NEWSAPI_BASE_URL', 'https://newsapi.org/v2/everything', 'NewsAPI.org /v2/everything endpoint'),
  timeoutMs: int('WEBINTEL_NEWS_TIMEOUT_MS', 8000, 'Deadline for each news provider call (all run concurrently), milliseconds', { min: 100, max: 120000 }),
  cacheTtlMs: int('WEBINTEL_NEWS_CACHE_TTL_MS', 21600000, 'How long a screening result is cached, milliseconds (0 disables)', { min: 0 }),
  maxBytes: int('WEBINTEL_NEWS_MAX_BYTES', 5242880, 'Largest news provider response read, bytes', { min: 1024 }),
  articleMax: int('WEBINTEL_NEWS_ARTICLE_MAX', 8, 'Article pages read per screening (the best-ranked stories; 0 judges every story on its headline and snippet)', { min: 0, max: 50 }),
  articleConcurrency: int('WEBINTEL_NEWS_ARTICLE_CONCURRENCY', 4, 'Article pages fetched at once per screening (one per host at a time)', { min: 1, max: 16 }),
  articleBudgetMs: int('WEBINTEL_NEWS_ARTICLE_BUDGET_MS', 6000, 'Deadline for reading all article pages of one screening, milliseconds; unread stories are judged on their snippet', { min: 100, max: 120000 }),
  articleMaxBytes: int('WEBINTEL_NEWS_ARTICLE_MAX_BYTES', 2097152, 'Largest article page read, bytes (never above WEBINTEL_FETCH_MAX_BYTES)', { min: 1024 }),
}

export type MediaConfig = Section<typeof mediaConfigSection>
