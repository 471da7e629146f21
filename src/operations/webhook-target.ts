import { checkUrl } from '../fetch/address-guard.ts'
import { parseHttpUrl } from '../fetch/target.ts'

/**
 * The check a webhook URL passes when a job or monitor is created. First its syntax, as a Variant A `url`: not an
 * absolute URL, another scheme than http or https, credentials or a malformed host are the caller's mistake,
 * `400 invalid_request` naming `field` (as the synchronous calls answer for their `url`). Then the same address
 * rules as a fetched page (no special-purpose host or address unless private addresses are allowed, the allowed
 * ports; docs/jobs.md, docs/fetch.md): a well-formed URL that points where nothing is fetched is `422
 * fetch_blocked`. Each delivery is checked again at connection time by the address guard, so a name that later
 * resolves to a refused address is still refused.
 */
export function checkWebhookTarget(raw: string, allowPrivate: boolean, field = 'webhook.url'): URL {
  const url = parseHttpUrl(raw, field)
  checkUrl(url, allowPrivate)
  return url
}
