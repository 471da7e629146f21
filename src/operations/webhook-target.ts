import { checkUrl } from '../fetch/address-guard.ts'

/**
 * The check a webhook URL passes when a job or monitor is created: the same address rules as a fetched page
 * (http or https, no credentials, no special-purpose host or address unless private addresses are allowed,
 * the allowed ports; docs/jobs.md, docs/fetch.md). Throws AppError `fetch_blocked`. Each delivery is checked
 * again at connection time by the address guard, so a name that later resolves to a refused address is
 * still refused.
 */
export function checkWebhookTarget(url: URL, allowPrivate: boolean): void {
  checkUrl(url, allowPrivate)
}
