/** Profiles and name anchors built once from the written taxonomy (taxonomy.ts). */
import { contentTokens } from '../text/tokenize.ts'
import type { Lexicon } from '../resources/lexicon.ts'
import { IAB_TIER1, EXTRA_FACETS } from './taxonomy.ts'
import { I18N_TERMS } from './taxonomy-i18n.ts'
import { MORE_I18N_TERMS } from './taxonomy-i18n-more.ts'
import { wordTerms } from './word-terms.ts'
import { makeAnchor, nameWords, profileFromWords, type Anchor, type Profile } from './profiles.ts'

export function builtinProfiles(lex: Lexicon): Profile[] {
  return IAB_TIER1.map((n) => {
    const words: [string, number][] = []
    for (const w of nameWords(n.name, lex)) words.push([w, 1.5])
    for (const w of contentTokens(n.description)) words.push([w, 0.6])
    for (const w of contentTokens(n.terms)) words.push([w, 1])
    for (const s of n.sub ?? []) {
      for (const w of nameWords(s.name, lex)) words.push([w, 0.8])
      for (const w of contentTokens(s.terms)) words.push([w, 0.6])
    }
    for (const w of contentTokens(I18N_TERMS[n.name] ?? '')) words.push([w, 1])
    const p = profileFromWords(n.name, words, lex)
    // Russian, Polish, Turkish, Arabic, Japanese, Chinese and Korean: matched on whole or beginning words
    // (word-terms.ts), outside the profile norm.
    const more = MORE_I18N_TERMS[n.name]
    return more ? { ...p, words: wordTerms(Object.values(more).join(' ')) } : p
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
