/**
 * One request and one response per operation, shown in /openapi.json and /docs (OpenAPI 3.1 `example`).
 * test/api/docs.test.ts checks each against its route schema, so they cannot drift from what is served.
 */

export const scrapeMetadataRequest = { url: 'https://example.com/blog/launch', fields: ['title', 'description', 'og:image', 'emails'] }
export const scrapeMetadataResponse = {
  success: true,
  data: {
    title: 'We launched our new API',
    description: 'Today we open the public API to every customer.',
    'og:image': 'https://example.com/img/launch.png',
    emails: 'press@example.com',
    content_type: 'text/html',
    warnings: [],
  },
}

export const categorizeRequest = { url: 'https://example.com/recipes/pasta' }
export const categorizeResponse = {
  success: true,
  data: {
    categories: [{ name: 'Food & Drink', confidence: 0.81 }, { name: 'Home & Garden', confidence: 0.11 }, { name: 'Healthy Living', confidence: 0.08 }],
    dominant_category: 'Food & Drink',
    language: 'en',
    evidence: [{ category: 'Food & Drink', terms: ['pasta', 'recipe', 'sauce'] }],
    source: 'embedded',
    url: 'https://example.com/recipes/pasta',
    warnings: [],
  },
}

export const similarityRequest = { source: 'Fresh pasta with tomato sauce and basil.', target: 'A quick tomato and basil spaghetti recipe.', type: 'text' }
export const similarityResponse = {
  success: true,
  data: { similarity_score: 0.72, common_topics: ['tomato', 'basil', 'pasta'], source: 'embedded', warnings: [] },
}

export const whoisDomain = 'example.com'
export const whoisResponse = {
  success: true,
  data: {
    domain_name: 'example.com',
    registrar: 'RESERVED-Internet Assigned Numbers Authority',
    creation_date: '1995-08-14T04:00:00Z',
    expiration_date: '2026-08-13T04:00:00Z',
    name_servers: ['a.iana-servers.net', 'b.iana-servers.net'],
    updated_date: '2025-08-14T07:01:39Z',
    status: ['client delete prohibited', 'client transfer prohibited', 'client update prohibited'],
    registrar_iana_id: '376',
    dnssec: true,
    registrant_organization: null,
    registrant_country: null,
    abuse_email: null,
    domain_age_days: 11424,
    source: 'rdap',
  },
}

export const adverseMediaRequest = { query: 'Acme Widgets Ltd', type: 'entity' }
const adverseMediaData = {
  adverse_media_found: true,
  risk_score: 0.64,
  sources: [{
    url: 'https://news.example.org/acme-fraud',
    title: 'Acme Widgets Ltd charged with fraud over fake invoices',
    date: '2026-11-03',
    summary: 'Prosecutors charged Acme Widgets Ltd and two directors with fraud.',
    category: 'fraud',
    categories: ['fraud'],
    scheme_category: 'fraud',
    stage: 'charge',
    role: 'subject',
    evidence: 'Prosecutors charged Acme Widgets Ltd and two directors with fraud over fake invoices.',
    reasons: ['fraud reported (adverse 0.91 ≥ 0.5 for this category)', 'the entity is named in the lead', 'stage: charge', 'the entity is the subject (not a victim, regulator, plaintiff or reporter)', 'judged on the article text'],
    text_source: 'article',
    relevance: 0.9,
    severity: 0.8,
    risk: 0.62,
    outlets: ['news.example.org'],
  }],
  screened_count: 12,
  warnings: [],
}
export const adverseMediaResponse = { success: true, data: adverseMediaData }

export const analyzeRequest = { input_string: 'example.com', include_whois: true }
export const analyzeResponse = {
  ai_response: {
    category: 'Shopping',
    category_confidence_score: 0.74,
    high_risk_similarity_score: 0.05,
    summary: 'Example Store sells hand-made furniture and ships across Europe.',
    language: 'en',
    categories: [{ name: 'Shopping', confidence: 0.74 }, { name: 'Home & Garden', confidence: 0.26 }],
    category_evidence: [{ category: 'Shopping', terms: ['cart', 'shipping', 'order'] }],
    high_risk_matches: [],
  },
  domain: 'example.com',
  metadata: {
    title: 'Example Store — hand-made furniture',
    description: 'Tables, chairs and shelves made to order.',
    keywords: 'furniture, tables, chairs',
    emails: ['hello@example.com'],
    phoneNumbers: ['+442079460000'],
    socialMediaLinks: ['https://www.instagram.com/examplestore'],
  },
  type: 'domain',
  url: 'https://example.com/',
  whois_data: {
    creation_date: '1995-08-14 04:00:00',
    expiration_date: '2026-08-13 04:00:00',
    last_updated: '2025-08-14 07:01:39',
    name_servers: ['a.iana-servers.net', 'b.iana-servers.net'],
    registrar: 'RESERVED-Internet Assigned Numbers Authority',
  },
  warnings: [],
}

export const errorExampleA = { success: false, error: { code: 'invalid_request', message: 'body/url must NOT have fewer than 1 characters' } }
export const errorExampleB = { error: { code: 'unauthorized', message: 'Missing or invalid credentials' } }

export const siteCheckRequest = { url: 'shop.example' }
export const sanctionsCheckRequest = { query: 'Northwind Trading FZE', schema: 'Organization', country: 'AE' }
export const createJobRequest = { operation: 'scrape_metadata', items: ['https://example.com/', { url: 'https://example.org/news', fields: ['title', 'image'] }] }
export const createMonitorRequest = { job_id: 'job_4Jw2Q9xkP3mZ7sTn', schedule: '0 6 * * 1', threshold: 0.5 }
