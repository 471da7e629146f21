import type { TSchema } from '@sinclair/typebox'
import { ErrorBodyA, ErrorBodyB } from './schemas.ts'
import { AdverseMediaResult } from './variant-a/adverse-media-check.ts'
import { JobStatus } from './variant-a/jobs.ts'
import { MonitorView } from './variant-a/monitors.ts'
import { SanctionsResult } from './variant-a/sanctions-check.ts'
import { SiteCheckResult } from './variant-a/site-check.ts'

/**
 * The schemas registered once on the app (`app.addSchema`) and referred to by `$ref` (`shared()` in schemas.ts):
 * each is one component of /openapi.json, named by its `$id`, and one named type of the SDK
 * (`components['schemas']['SanctionsResult']`).
 */
export const SHARED_SCHEMAS: readonly TSchema[] = [ErrorBodyA, ErrorBodyB, SanctionsResult, SiteCheckResult, AdverseMediaResult, JobStatus, MonitorView]
