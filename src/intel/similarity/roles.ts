/**
 * Who does what to whom, read lightly from a short English sentence: the agent and the patient of its first
 * progressive or passive clause ("A monkey is kicking a person": monkey → person; "A person is being kicked
 * by a monkey": the same roles). A bag of words cannot tell "A person is kicking a monkey" from "A monkey is
 * kicking a person"; with the roles read, the two words that swap roles are known (docs/intel.md §
 * Similarity, "Roles").
 *
 * The reading is rule-based and deliberately narrow, so it says nothing rather than something wrong:
 *  - the clause is a form of "be" (optionally "not" and "being") followed by a verb — WordNet knows the word
 *    as a verb among its first senses — ending in -ing (active) or any other form followed later by "by"
 *    (passive: the noun phrase after "by" is the agent);
 *  - the subject is the first run of content words before that "be", its head the run's last word ("A small
 *    girl" → girl; "A person in a black jacket" → person); the object is the first run of content words after
 *    the verb, past any function words and prepositions ("riding over a man" → man);
 *  - a sentence without such a clause, or longer than ROLE_MAX_TOKENS tokens, has no roles.
 * Between two sentences at least one of which has roles, the words each attaches to are read too (`attachments`,
 * `reattached`): a word moved to another head ("holding a sign and seeking money" / "seeking a sign and
 * holding money") is known as well.
 */
import { isStopword, stem } from '../text/tokenize.ts'
import type { Synonyms } from '../resources/synonyms.ts'

export interface Roles { agent: string; patient: string }

const BE = new Set(['is', 'are', 'was', 'were', 'be', 'am'])
/**
 * The function words a subject noun phrase may contain before its verb (articles, numbers, quantifiers and
 * the prepositions of a trailing modifier: "A person in a black jacket", "Two dogs with a ball"). Any other
 * function word — a conjunction ("A man and a woman are …"), a relative or reported clause ("… said the push
 * is …", "… who is …") — leaves the roles unread.
 */
const NOUN_PHRASE = new Set(`a an the this that these those one two three some many few several another other
of in on at with near by from under over behind beside between into onto for without`.split(/\s+/))
/** Only sentence-length texts: in longer ones the first clause is one statement among several. */
export const ROLE_MAX_TOKENS = 40
/** WordNet synset keys carry the part of speech in their hundred-millions digit (resources/synonyms.ts): 1 = verb. */
const isVerb = (w: string, syn: Synonyms): boolean => (syn.keys(stem(w)) ?? []).some((k) => Math.floor(k / 1e8) === 1)
const content = (w: string): boolean => w.length > 1 && /\p{L}/u.test(w) && !isStopword(w)

/** Stem of the last word of the first run of content words in toks[from, to), or undefined. */
function head(toks: readonly string[], from: number, to: number): string | undefined {
  let i = from
  while (i < to && !content(toks[i]!)) i++
  if (i >= to) return undefined
  while (i + 1 < to && content(toks[i + 1]!)) i++
  return stem(toks[i]!)
}

/** The roles of a sentence given as its tokens (providers/embedded.ts `prepare`: contractions spelt out). */
export function roles(toks: readonly string[], syn: Synonyms): Roles | undefined {
  if (toks.length > ROLE_MAX_TOKENS) return undefined
  const be = toks.findIndex((t, i) => i > 0 && BE.has(t))
  if (be < 0) return undefined
  let v = be + 1
  if (toks[v] === 'not') v++
  const passive = toks[v] === 'being'
  if (passive) v++
  const verb = toks[v]
  if (verb === undefined || !content(verb) || !isVerb(verb, syn)) return undefined
  const subject = head(toks, 0, be)
  if (!subject || toks.slice(0, be).some((t) => !content(t) && !NOUN_PHRASE.has(t))) return undefined
  if (!passive && verb.endsWith('ing')) {
    const object = head(toks, v + 1, toks.length)
    return object ? { agent: subject, patient: object } : undefined
  }
  const by = toks.indexOf('by', v + 1)
  if (by < 0) return undefined
  const agent = head(toks, by + 1, toks.length)
  return agent ? { agent, patient: subject } : undefined
}

/** Same stem or any WordNet link (synonym, close relation, hypernym within two levels). */
const linked = (x: string, y: string, syn: Synonyms): boolean => x === y || syn.match(x, y) > 0

/**
 * The stems of each sentence whose roles the other sentence swaps: the agent of one is the patient of the
 * other and the other way round ("A person is kicking a monkey" / "A monkey is kicking a person"), while
 * the two agents are not the same thing. Undefined when there is no such swap.
 */
export function swappedRoles(a: readonly string[], b: readonly string[], syn: Synonyms): [Set<string>, Set<string>] | undefined {
  const ra = roles(a, syn)
  if (!ra) return undefined
  const rb = roles(b, syn)
  return rb && swapped(ra, rb, syn)
}

function swapped(ra: Roles, rb: Roles, syn: Synonyms): [Set<string>, Set<string>] | undefined {
  if (linked(ra.agent, ra.patient, syn) || linked(ra.agent, rb.agent, syn) || linked(ra.patient, rb.patient, syn)) return undefined
  if (!linked(ra.agent, rb.patient, syn) || !linked(ra.patient, rb.agent, syn)) return undefined
  return [new Set([ra.agent, ra.patient]), new Set([rb.agent, rb.patient])]
}

/** Words that end the search for a verb's object: a new clause or a coordinated verb begins. */
const CLAUSE_BREAK = new Set(['and', 'or', 'but', 'is', 'are', 'while', 'as'])
const PROGRESSIVE_BE = new Set(['is', 'are', 'was', 'were', 'be', 'being'])

/**
 * What each word of a sentence attaches to, read as lightly as the roles: a content word directly before
 * another content word modifies it ("toy car": toy → car, "yellow shirt": yellow → shirt), and a verb in -ing
 * after a form of "be" takes as its object the head of the next run of content words, unless a new clause
 * begins first ("is holding a sign and …": holding → sign). Stems → the stems they attach to.
 */
export function attachments(toks: readonly string[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>()
  const add = (d: string, h: string): void => {
    let s = out.get(d)
    if (!s) out.set(d, (s = new Set()))
    s.add(h)
  }
  toks.forEach((t, i) => {
    if (!content(t)) return
    const next = toks[i + 1]
    if (next !== undefined && content(next)) { add(stem(t), stem(next)); return }
    if (i === 0 || !PROGRESSIVE_BE.has(toks[i - 1]!) || !t.endsWith('ing')) return
    let j = i + 1
    while (j < toks.length && !content(toks[j]!)) {
      if (CLAUSE_BREAK.has(toks[j]!)) return
      j++
    }
    if (j >= toks.length) return
    while (j + 1 < toks.length && content(toks[j + 1]!)) j++
    add(stem(t), stem(toks[j]!))
  })
  return out
}

/**
 * The stems that both sentences use but attach to different words of the pair: "A man is holding a sign and
 * is seeking money" / "A man is seeking a sign and is holding some money" (holding → sign / money), "A woman
 * in a yellow shirt is riding a pink surfboard" / "… a pink shirt … a yellow surfboard" (yellow → shirt /
 * surfboard). A bag of words sees the same sentence twice. A stem counts when none of its heads in one sentence is linked to any of its
 * heads in the other, while every one of those heads occurs in both sentences (the words were moved, not
 * replaced: "a red car" / "a red truck" is a different word, which the alignment already weighs). Read only
 * when at least one of the two sentences has roles (a progressive or passive clause with a plain subject: the
 * pair describes a scene, and the other sentence may describe it without one — "A small girl is riding in a
 * toy car" / "A small toy girl is in a riding car"): in the longer sentences of news and forums, where
 * neither has, a paraphrase moves modifiers about without changing the facts ("health-care premiums" / "no
 * health-care privatization and no premiums"). Undefined when nothing is reattached.
 */
export function reattached(a: readonly string[], b: readonly string[], syn: Synonyms): Set<string> | undefined {
  return roles(a, syn) || roles(b, syn) ? moved(a, b, syn) : undefined
}

function moved(a: readonly string[], b: readonly string[], syn: Synonyms): Set<string> | undefined {
  const da = attachments(a), db = attachments(b)
  const sa = new Set(a.map(stem)), sb = new Set(b.map(stem))
  const out = new Set<string>()
  for (const [d, ha] of da) {
    const hb = db.get(d)
    if (!hb) continue
    if ([...ha].some((x) => [...hb].some((y) => linked(x, y, syn)))) continue
    if ([...ha].every((x) => sb.has(x)) && [...hb].every((y) => sa.has(y))) out.add(d)
  }
  return out.size ? out : undefined
}

/**
 * Each side's stems that the other sentence puts in another place — swapped agent and patient (both sentences
 * have roles), or a word attached to another word (at least one of them has roles: see `reattached`) — with
 * the roles of each sentence read once. The similarity matches them at ROLE_CREDIT (providers/embedded.ts).
 * Undefined when there is none, or when neither sentence has roles.
 */
export function roleMismatches(a: readonly string[], b: readonly string[], syn: Synonyms): [Set<string>, Set<string>] | undefined {
  const ra = roles(a, syn), rb = roles(b, syn)
  if (!ra && !rb) return undefined
  const sw = ra && rb ? swapped(ra, rb, syn) : undefined, mv = moved(a, b, syn)
  if (!mv) return sw
  return [new Set([...(sw?.[0] ?? []), ...mv]), new Set([...(sw?.[1] ?? []), ...mv])]
}
