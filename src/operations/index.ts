/** The operations, one per file; shared by the HTTP routes, the MCP tools and the CLI. */
export type { OpDeps, OpContext } from './context.ts'
export { scrapeMetadata, type ScrapeMetadataInput } from './scrape-metadata.ts'
export { categorizeContent, type CategorizeContentInput } from './categorize-content.ts'
export { similarityScore, type SimilarityScoreInput } from './similarity-score.ts'
export { whoisLookup, type WhoisLookupInput } from './whois-lookup.ts'
export { adverseMediaCheck, type AdverseMediaCheckInput } from './adverse-media-check.ts'
export { analyzeDomain, type AnalyzeDomainInput } from './analyze-domain.ts'
