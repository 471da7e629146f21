import { int } from '../config/vars.ts'

/** Account limits and the failed-credential throttle (docs/portal.md "Limits"). */
export const authSection = {
  maxKeysPerAccount: int('WEBINTEL_MAX_KEYS_PER_ACCOUNT', 25,
    'Active (not revoked, not expired) API keys one portal account may hold; creating one more answers 400. Rotation may exceed it by the key being replaced until its grace period ends. Keys made with the CLI are not counted against it.', { min: 1, max: 100_000 }),
  maxAppsPerAccount: int('WEBINTEL_MAX_APPS_PER_ACCOUNT', 10,
    'OAuth applications one portal account may register; registering one more answers 400.', { min: 1, max: 100_000 }),
  authFailuresPerMinute: int('WEBINTEL_AUTH_FAILURES_PER_MINUTE', 30,
    'Failed API-key or access-token attempts allowed from one client address per minute; after that the address gets 429 rate_limited (with Retry-After) for the rest of the minute, before any credential is checked, the right one included.', { min: 1, max: 1_000_000 }),
}
