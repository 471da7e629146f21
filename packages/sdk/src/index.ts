/** @webintel/sdk: typed client for the webintel API. */
export { createWebintel, type Webintel, type WebintelOptions, type CallOptions } from './client.ts'
export type {
  ScrapeMetadataRequest, ScrapeMetadataData, CategorizeContentRequest, CategorizeContentData, SimilarityScoreRequest,
  SimilarityScoreData, WhoisLookupRequest, WhoisLookupData, AdverseMediaCheckRequest, AdverseMediaCheckData,
  AnalyzeDomainRequest, AnalyzeDomainResult, UserData, SiteCheckRequest, SiteCheckData, SanctionsCheckRequest,
  SanctionsCheckData,
} from './client.ts'
export type {
  JobsApi, JobOperation, JobItemTypes, JobResultTypes, CreateJobRequest, CreateJobOptions, CreatedJob, JobStatus, JobState,
  JobSummary, JobListPage, JobResultItem, JobResultsPage, JobRef, ResultsOptions, WaitOptions, WebhookSecret, WebhookSecretStatus,
  SanctionsResult,
} from './jobs.ts'
export { WebintelError, isWebintelError, ERROR_CODES, type ErrorCode } from './errors.ts'
export { withRetries, serverDelayMs, type RetryOptions } from './retry.ts'
export { authorizationUrl, createPkce, pkceChallenge, exchangeCode, refreshToken, randomToken, OAuthError, type TokenSet, type Pkce } from './oauth.ts'
export { verifyWebhook, signWebhook, WebhookVerificationError, type WebhookHeaders } from './webhooks.ts'
export type { paths, components, operations } from './schema.ts'
