/** Profiles and name anchors built once from the written taxonomy (taxonomy.ts). */
import { contentTokens, stem } from '../text/tokenize.ts'
import type { Lexicon } from '../resources/lexicon.ts'
import { IAB_TIER1, EXTRA_FACETS } from './taxonomy.ts'
import { I18N_TERMS } from './taxonomy-i18n.ts'
import { MORE_I18N_TERMS } from './taxonomy-i18n-more.ts'
import { SITE_TERMS } from './taxonomy-sites.ts'
import { international, wordTermsByLang, type Langs } from './word-terms.ts'
import { buildTree, type TreeNode } from './tree.ts'
import { NODE_I18N_TERMS } from './tree-i18n.ts'
import { NODE_SITE_TERMS } from './tree-sites.ts'
import { makeAnchor, nameWords, profileFromWords, type Anchor, type Profile } from './profiles.ts'

/** Weight at tier 1 of a deeper node's terms in the other languages: that of a facet's terms (below). */
const NODE_TERMS_AT_TIER1 = 0.6

/** Weight of an English trade word of business homepages (taxonomy-sites.ts): a written term's. */
const SITE_TERM_WEIGHT = 1

/**
 * A per-node term table's entries for every node below each tier-1 class, joined: the tree-i18n.ts terms (in
 * every language) and the tree-sites.ts trade words are evidence for the class too.
 */
function termsByRoot<T>(termsOf: (node: string) => T | undefined): Map<string, T[]> {
  const out = new Map<string, T[]>()
  const walk = (root: string, n: TreeNode): void => {
    const t = termsOf(n.name)
    if (t) out.set(root, [...out.get(root) ?? [], t])
    for (const c of n.children) walk(root, c)
  }
  for (const [name, r] of buildTree().roots) for (const c of r.children) walk(name, c)
  return out
}

export function builtinProfiles(lex: Lexicon): Profile[] {
  const below = termsByRoot((name) => NODE_I18N_TERMS[name])
  const siteBelow = termsByRoot((name) => NODE_SITE_TERMS[name])
  return IAB_TIER1.map((n) => {
    const words: [string, number][] = []
    for (const w of nameWords(n.name, lex)) words.push([w, 1.5])
    for (const w of contentTokens(n.description)) words.push([w, 0.6])
    for (const w of contentTokens(n.terms)) words.push([w, 1])
    for (const s of n.sub ?? []) {
      for (const w of nameWords(s.name, lex)) words.push([w, 0.8])
      for (const w of contentTokens(s.terms)) words.push([w, 0.6])
    }
    // The written terms of the other languages, each with its language (taxonomy-i18n.ts): a stem only they put in
    // the profile counts on pages read in one of those languages (or of unknown language); a term that is one of the
    // commonest English words ("hotel", "casino", "film": word-terms.ts, `international`) stays every page's.
    const englishStems = new Set(words.map(([x]) => stem(x)))
    const langsOf = new Map<string, Set<string>>()
    const everywhere = new Set<string>()
    for (const [lang, text] of Object.entries(I18N_TERMS[n.name] ?? {})) {
      for (const w of contentTokens(text)) {
        words.push([w, 1])
        const s = stem(w)
        if (englishStems.has(s)) continue
        if (international(w, lex)) everywhere.add(s)
        else langsOf.set(s, new Set([...langsOf.get(s) ?? [], lang]))
      }
    }
    const termLangs = new Map<string, Langs>()
    for (const [s, l] of langsOf) if (!everywhere.has(s)) termLangs.set(s, [...l].sort())
    // English trade words of business homepages (taxonomy-sites.ts): for the built-in classes only (not the
    // anchors custom names meet) and outside the profile's norm, so a page without them scores as before.
    const extra = new Map<string, number>()
    const profileStems = new Set(words.map(([x]) => stem(x)))
    for (const w of contentTokens(SITE_TERMS[n.name] ?? '')) if (!profileStems.has(stem(w))) extra.set(stem(w), SITE_TERM_WEIGHT)
    // The deeper nodes' trade words (tree-sites.ts) at a facet's weight, as their terms in the other languages.
    for (const w of contentTokens((siteBelow.get(n.name) ?? []).join(' '))) if (!extra.has(stem(w)) && !profileStems.has(stem(w))) extra.set(stem(w), NODE_TERMS_AT_TIER1)
    const p = { ...profileFromWords(n.name, words, lex), ...(extra.size ? { extra } : {}), ...(termLangs.size ? { termLangs } : {}) }
    // Russian, Polish, Turkish, Arabic, Japanese, Chinese and Korean: matched on whole or beginning words
    // (word-terms.ts), outside the profile norm.
    const more = MORE_I18N_TERMS[n.name]
    const written = more ? wordTermsByLang(more) : undefined
    // The deeper nodes' terms in the other languages (tree-i18n.ts) at a facet's weight: a page of a casino
    // or a car dealer in Dutch names the node, and the node is in its tier-1 class. Each term keeps its language.
    let all = written
    for (const table of below.get(n.name) ?? []) all = wordTermsByLang(table, NODE_TERMS_AT_TIER1, all ?? { exact: new Map(), prefix: new Map() })
    return all ? { ...p, words: all } : p
  })
}

export function builtinAnchors(lex: Lexicon): Anchor[] {
  const out: Anchor[] = []
  for (const n of IAB_TIER1) {
    out.push(makeAnchor(n.name, `${n.name} ${n.terms}`, lex))
    for (const s of n.sub ?? []) out.push(makeAnchor(s.name, `${s.name} ${s.terms}`, lex))
  }
  for (const f of EXTRA_FACETS) out.push(makeAnchor(f.name, `${f.name} ${f.terms}`, lex))
  return out
}

/** Every language the written terms are in, English included (word-terms.ts, `pageLanguages`). */
export const TERM_LANGUAGES: ReadonlySet<string> = new Set(['en', ...[I18N_TERMS, MORE_I18N_TERMS, NODE_I18N_TERMS].flatMap((t) => Object.values(t).flatMap((x) => Object.keys(x)))])
