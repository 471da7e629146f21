/**
 * The contract of the one safe fetcher every outbound web request goes through.
 * Implementation: src/fetch/safe-fetcher.ts (createSafeFetcher).
 *
 * Errors are AppErrors: `fetch_blocked` (422; address or scheme not allowed, also on a redirect hop),
 * `fetch_failed` (502; DNS failure, refused/reset connection, too many redirects, upstream HTTP 4xx/5xx
 * when `acceptStatus` does not allow it — `details.status` carries the target's status),
 * `upstream_timeout` (504; connect/headers/overall deadline).
 */
export interface FetchOptions {
  signal?: AbortSignal
  /** Skip the response cache and fetch again. */
  fresh?: boolean
  /** Accept header; defaults to an HTML-first value. */
  accept?: string
  /** Override the decoded-body cap (bytes) for this call; never above the configured maximum. */
  maxBytes?: number
  /** Return responses with these statuses instead of throwing fetch_failed (default: 2xx only). */
  acceptStatus?: (status: number) => boolean
}

export interface FetchedResponse {
  /** The URL requested first. */
  requestedUrl: string
  /** The final URL after redirects. */
  url: string
  status: number
  /** Lower-cased header names; repeated headers joined with ", ". */
  headers: Record<string, string>
  /** MIME type without parameters, lower case ("" when absent). */
  contentType: string
  /** Decoded (decompressed) body bytes, at most the cap. */
  body: Buffer
  /** True when the body was cut at the cap. */
  truncated: boolean
  /** Body decoded to text per the WHATWG encoding sniffing rules, for textual types; undefined otherwise. */
  text: string | undefined
  /** The encoding used for `text` (WHATWG name, e.g. "utf-8", "shift_jis"). */
  charset: string | undefined
  /** Every URL visited after the first (redirect hops), in order. */
  redirects: string[]
  /** The IP address the final response came from. */
  remoteAddress: string | undefined
  /** Time from start to the end of the body, milliseconds (of the original fetch for a cached response). */
  elapsedMs: number
  /** True when the response came from the response cache (see FetchOptions.fresh). */
  fromCache?: boolean
}

export interface SafeFetcher {
  fetch(url: string | URL, opts?: FetchOptions): Promise<FetchedResponse>
  close(): Promise<void>
}
