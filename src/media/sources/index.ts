/** Builds the configured providers (defaults repeat config.ts for a partially built config object) from `WEBINTEL_NEWS_PROVIDERS` (order kept; duplicates dropped). */
import type { MediaConfig } from '../config.ts'
import type { NewsHttp } from '../http.ts'
import type { NewsProvider } from '../types.ts'
import { gdeltProvider } from './gdelt.ts'
import { googleNewsProvider } from './googlenews.ts'
import { newsApiProvider } from './newsapi.ts'
import { rssTemplateProvider } from './rss.ts'

/** Throws (a one-line reason, at start-up) on an unknown name, a bad template or newsapi without a key. */
export function createProviders(cfg: MediaConfig, http: NewsHttp): NewsProvider[] {
  const common = { http, timeoutMs: cfg.timeoutMs ?? 8000, maxBytes: cfg.maxBytes ?? 5242880 }
  const out: NewsProvider[] = []
  for (const spec of new Set(cfg.providers ?? ['gdelt', 'googlenews'])) {
    if (spec === 'gdelt') out.push(gdeltProvider({ ...common, baseUrl: cfg.gdeltBaseUrl ?? 'https://api.gdeltproject.org/api/v2/doc/doc' }))
    else if (spec === 'googlenews') out.push(googleNewsProvider({ ...common, baseUrl: cfg.googlenewsBaseUrl ?? 'https://news.google.com/rss/search' }))
    else if (spec === 'newsapi') {
      if (!cfg.newsapiKey) throw new Error('WEBINTEL_NEWS_PROVIDERS: newsapi needs WEBINTEL_NEWSAPI_KEY')
      out.push(newsApiProvider({ ...common, baseUrl: cfg.newsapiBaseUrl ?? 'https://newsapi.org/v2/everything', apiKey: cfg.newsapiKey }))
    } else if (spec.startsWith('rss:')) {
      const template = spec.slice(4)
      let u: URL
      try { u = new URL(template.replaceAll('{query}', 'q')) } catch { throw new Error(`WEBINTEL_NEWS_PROVIDERS: ${JSON.stringify(spec)} is not a URL template`) }
      if (!/^https?:$/.test(u.protocol) || !template.includes('{query}')) throw new Error(`WEBINTEL_NEWS_PROVIDERS: ${JSON.stringify(spec)} needs an http(s) URL containing {query}`)
      out.push(rssTemplateProvider({ ...common, template }))
    } else throw new Error(`WEBINTEL_NEWS_PROVIDERS: unknown provider ${JSON.stringify(spec)} (gdelt, googlenews, newsapi, rss:<template>)`)
  }
  if (out.length === 0) throw new Error('WEBINTEL_NEWS_PROVIDERS: no provider selected')
  return out
}
