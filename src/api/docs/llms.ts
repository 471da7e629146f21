/**
 * /llms.txt (the llmstxt.org convention): what an agent needs to call this API, in Markdown, with absolute
 * links to the machine-readable parts.
 */
export function llmsTxt(base: string): string {
  return `# webintel

> Self-hostable web intelligence API. Given a URL, domain, text or company name it returns page metadata and
> contact data, content categories, text/page similarity, domain registration data (RDAP/WHOIS), an adverse
> media screening, a merchant website review and sanctions/PEP screening, one by one or as batch jobs. JSON over ${base.startsWith('https:') ? 'HTTPS' : 'HTTP'}; every answer has a stable error \`code\`.

Base URL: ${base}

## Machine-readable
- [OpenAPI 3.1 document](${base}/openapi.json): every operation with request/response schemas and examples
- [Interactive reference](${base}/docs)
- MCP (Model Context Protocol) server, streamable HTTP: ${base}/mcp (same credentials as Variant A; each POST is one JSON-RPC
  message or batch and must send \`Accept: application/json, text/event-stream\`, else 406). Tools:
  scrape_metadata, categorize_content, similarity_score, whois_lookup, adverse_media_check, analyze_domain, site_check,
  sanctions_check.
  Local alternative over stdio: \`npx webintel mcp --server ${base}\` with WEBINTEL_API_KEY set.

## Authentication
- Variant A (\`/v1/*\`): header \`X-API-Key: wi_live_…\`, or \`Authorization: Bearer <OAuth access token>\` with scope \`read\`.
- Variant B (\`/api/*\`): headers \`X-API-Key\` and \`X-Secret-Key\`, both required.
- OAuth 2.0 authorization code with PKCE (S256): ${base}/oauth/authorize, token endpoint ${base}/oauth/token,
  metadata ${base}/.well-known/oauth-authorization-server.

## Operations (Variant A: answers are \`{"success": true, "data": …}\`)
- POST /v1/scrape_metadata \`{"url": "https://example.com/", "fields": ["title","og:image"]}\` → data: every requested field as a string ("" when absent)
- POST /v1/categorize_content \`{"url": "…", "custom_categories": ["a","b"]}\` → data: categories [{name, confidence}], dominant_category, language, evidence
- POST /v1/similarity_score \`{"source": "…", "target": "…", "type": "url"|"text"}\` → data: similarity_score 0–1, common_topics
- GET /v1/whois_lookup?domain=example.com → data: registrar, creation_date, expiration_date, name_servers, domain_age_days, source (404 not_found when unregistered)
- POST /v1/adverse_media_check \`{"query": "Company name", "type": "entity"|"url"}\` → data: adverse_media_found, risk_score 0–1, sources [{url, title, date, summary, categories}]
- POST /v1/site_check \`{"url": "shop.example"}\` → data: checks [{code, status pass|warn|fail|unknown, message, evidence [{url, quote}]}], summary (readiness_score, ready, reasons), pages_read (pages whose HTML the checks read)
- POST /v1/sanctions_check \`{"query": "Name", "schema": "Person", "birth_date": "1961", "country": "RU"}\` (or \`{"queries": [...]}\`) → data: match_found, matches [{id, list, name, matched_name, score, explanation}]
- Batch jobs: POST /v1/jobs \`{"operation": "scrape_metadata", "items": ["https://a.example/", …]}\` (optional Idempotency-Key header) → 202 data.id; GET /v1/jobs/{id} until status is completed, failed or cancelled; GET /v1/jobs/{id}/results?limit=100&cursor=… → items, next_cursor; DELETE /v1/jobs/{id} cancels

## Operations (Variant B: bare objects)
- POST /api/scrape_metadata \`{"input_string": "example.com", "include_whois": true, "include_adverse_media": false}\` → ai_response (category, category_confidence_score, high_risk_similarity_score, summary), domain, metadata (title, description, keywords, emails, phoneNumbers, socialMediaLinks), type, whois_data?, adverse_media?, warnings (category "Unknown" with confidence 0 when warnings hold needs_rendering: the page needs a browser)

## Errors
- Variant A: \`{"success": false, "error": {"code", "message", "details"?}}\`; Variant B: \`{"error": {"code", "message"}}\`.
- Codes: invalid_request 400, unauthorized 401, forbidden / insufficient_scope 403, not_found 404, limit_reached 409
  (an account limit, e.g. monitors), payload_too_large 413, unsupported_media_type 415, fetch_blocked 422 (private or
  non-public address), rate_limited 429, internal 500, not_implemented 501, fetch_failed 502, service_unavailable 503,
  upstream_timeout 504.
- 429 and 503 carry \`Retry-After\` (seconds); every authenticated answer carries \`RateLimit\` and \`RateLimit-Policy\`
  (\`"default";r=<remaining>;t=<seconds to reset>\`). Wait that long before retrying.

## Example
\`\`\`
curl -s ${base}/v1/scrape_metadata -H "X-API-Key: $WEBINTEL_API_KEY" -H 'Content-Type: application/json' -d '{"url":"https://example.com/"}'
\`\`\`

## SDK
- TypeScript: \`@webintel/sdk\` (\`createWebintel({ baseUrl, apiKey })\`; typed from the OpenAPI document; retries honour Retry-After;
  jobs: \`createJob\`, \`waitForJob(id, { intervalMs, timeoutMs, signal, onProgress })\`, \`for await (const item of jobResults(id))\`).
`
}
