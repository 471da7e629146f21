/**
 * Taxonomy paths of English business homepages through the public API: the rows of
 * test/fixtures/intel/tiers-en.jsonl (181 homepages — title, meta description, one to three lines of menu or body
 * text — of the commercially frequent kinds of site, written for the project before the category lexicons were
 * read, each labelled with its tier-1 class, its deepest node `path` and, where two nodes fit, `alt_paths`),
 * measured exactly as bench/intel/tiers-i18n.ts measures its rows (same columns, same server, same page).
 *   node bench/intel/tiers-en.ts            (rows not aside, with misses)
 *   node bench/intel/tiers-en.ts --aside    (also the aside rows: totals only)
 * Rows marked `"aside": true` (sha-256 of the id, first hex digit 0–4, fixed when the file was written, before any
 * measurement) are a check kept apart: only their totals are printed. Nothing is fitted here.
 */
import { resolve } from 'node:path'

process.argv.push('--data', resolve(import.meta.dirname, '../../test/fixtures/intel/tiers-en.jsonl'))
await import('./tiers-i18n.ts')
