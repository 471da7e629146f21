/**
 * The whole IAB Content Taxonomy 3.1 tree (tiers 1–4, `iab31.ts`, generated from scripts/data/iab-content-3.1.tsv)
 * and the descent below a tier-1 node (docs/intel.md § Taxonomy paths). The page is scored over the 37 tier-1
 * classes as before; then, level by level, the child whose own profile the page matches best is taken while
 * that match is clear (lexical cosine ≥ DESCENT_MIN and ahead of the next sibling by DESCENT_MARGIN) and the page
 * names it as its subject rather than as one item of a list (`subject` below).
 * A node's own profile is its name words (weight 1.5) and keywords (1); a child's match is the best own match
 * in its subtree, so "Personal Debt" is reached through its child "Home Financing" on a mortgage page, and a
 * grouping node with a vague name ("Travel Type", "Auto Type") through the node below it.
 */
import type { Lexicon } from '../resources/lexicon.ts'
import { sat, type DocModel } from '../text/document.ts'
import { contentTokens, stem } from '../text/tokenize.ts'
import { IAB31_ROWS } from './iab31.ts'
import { lexicalScore, nameWords, profileFromWords, type Profile } from './profiles.ts'
import { NODE_I18N_TERMS } from './tree-i18n.ts'
import { NODE_SITE_TERMS } from './tree-sites.ts'
import { termSpace, wordTermsByLang, type TermSpace, type WordTerms } from './word-terms.ts'

export interface TreeNode {
  id: string
  name: string
  parent?: TreeNode
  children: TreeNode[]
  keywords: string
  /** Names from tier 1 down to this node. */
  path: string[]
}

/** The lexical match a child needs to be taken (the tier-2 rule before the whole tree had the same value). */
export const DESCENT_MIN = 0.25
/** The taken child's match must exceed the next sibling's by this factor: a tie is not a clear answer. */
export const DESCENT_MARGIN = 1.25

/** A subtree's best own match: its value, the node that has it (the carrier) and the view it was found in. */
interface Best { s: number; node: TreeNode; view: number }

export interface Tree {
  nodes: ReadonlyMap<string, TreeNode>
  /** Tier-1 nodes by name. */
  roots: ReadonlyMap<string, TreeNode>
}

export function buildTree(rows: readonly (readonly [string, string, string, string])[] = IAB31_ROWS): Tree {
  const nodes = new Map<string, TreeNode>()
  for (const [id, , name, keywords] of rows) nodes.set(id, { id, name, keywords, children: [], path: [] })
  const roots = new Map<string, TreeNode>()
  for (const [id, parent] of rows) {
    const n = nodes.get(id)!
    if (parent) { n.parent = nodes.get(parent)!; n.parent.children.push(n) } else roots.set(n.name, n)
  }
  const setPath = (n: TreeNode, above: string[]): void => {
    n.path = [...above, n.name]
    for (const c of n.children) setPath(c, n.path)
  }
  for (const r of roots.values()) setPath(r, [])
  return { nodes, roots }
}

/** The words a page is most about: its FOCUS_STEMS heaviest stems by saturated tf × idf. */
export const FOCUS_STEMS = 25

/**
 * The page reduced to the words it is most about. A child's profile is a handful of words, and its cosine with
 * a whole long article is small however often the article names it (the article's other words fill the norm);
 * against the page's heaviest words the same match reads alike on a short page and on a long one.
 */
export function focus(doc: DocModel, lex: Lexicon, k = FOCUS_STEMS): DocModel {
  const weighted = [...doc.stems].map(([s, e]) => ({ s, e, x: sat(e.tf) * lex.idf(e.word) })).sort((a, b) => b.x - a.x).slice(0, k)
  const stems = new Map(weighted.map(({ s, e }) => [s, e]))
  return { ...doc, stems, lexNorm: Math.sqrt(weighted.reduce((a, { x }) => a + x * x, 0)) }
}

export interface Descender {
  tree: Tree
  /**
   * The most specific node under the tier-1 node `root` that the page clearly names (the root itself if none).
   * `head`: the page's title and description (or, untitled, its opening), read as a view of its own.
   */
  descend(doc: DocModel, root: string, head?: DocModel): TreeNode | undefined
}

/** The tree nodes' own space for their word terms (word-terms.ts): they never change what tier 1 reads. */
const TREE_SPACE: TermSpace = termSpace()

/**
 * The node's terms in the other languages (tree-i18n.ts) as word terms of weight 1, like a keyword; outside the
 * profile's norm, as at tier 1, so an English page scores each node exactly as before.
 */
export function nodeWordTerms(tree: Tree): Map<TreeNode, WordTerms> {
  const byName = new Map<string, TreeNode[]>()
  for (const n of tree.nodes.values()) byName.set(n.name, [...byName.get(n.name) ?? [], n])
  const out = new Map<TreeNode, WordTerms>()
  for (const [name, langs] of Object.entries(NODE_I18N_TERMS)) {
    const nodes = byName.get(name) ?? []
    if (nodes.length !== 1) throw new Error(`tree-i18n.ts: "${name}" names ${nodes.length} nodes of the tree`)
    if (nodes[0]!.path.length < 2) throw new Error(`tree-i18n.ts: "${name}" is a tier-1 node`)
    out.set(nodes[0]!, wordTermsByLang(langs, 1, { exact: new Map(), prefix: new Map() }, TREE_SPACE)!)
  }
  return out
}

/** The nodes' English trade words (tree-sites.ts) as stems of weight 1, like a keyword, outside the profile's norm. */
export function nodeSiteTerms(tree: Tree): Map<TreeNode, Map<string, number>> {
  const out = new Map<TreeNode, Map<string, number>>()
  for (const [name, text] of Object.entries(NODE_SITE_TERMS)) {
    const nodes = [...tree.nodes.values()].filter((n) => n.name === name)
    if (nodes.length !== 1) throw new Error(`tree-sites.ts: "${name}" names ${nodes.length} nodes of the tree`)
    if (nodes[0]!.path.length < 2) throw new Error(`tree-sites.ts: "${name}" is a tier-1 node`)
    out.set(nodes[0]!, new Map(contentTokens(text).map((w) => [stem(w), 1])))
  }
  return out
}

export function createDescender(lex: Lexicon, tree: Tree = buildTree()): Descender {
  const profiles = new Map<TreeNode, Profile>()
  const i18n = nodeWordTerms(tree)
  const sites = nodeSiteTerms(tree)
  const own = (n: TreeNode): Profile => {
    let p = profiles.get(n)
    if (!p) {
      const words: [string, number][] = nameWords(n.name, lex).map((w) => [w, 1.5])
      for (const w of contentTokens(n.keywords)) words.push([w, 1])
      p = profileFromWords(n.name, words, lex)
      const terms = i18n.get(n)
      if (terms) p = { ...p, words: terms }
      const site = sites.get(n)
      if (site) p = { ...p, extra: new Map([...site].filter(([s]) => !p!.terms.has(s))) }
      profiles.set(n, p)
    }
    return p
  }
  return {
    tree,
    descend(doc, rootName, head) {
      const root = tree.roots.get(rootName)
      if (!root) return undefined
      let node: TreeNode = root
      const views = [focus(doc, lex), ...(head?.tokens ? [head] : [])]
      // Each node's own match in every view, with the page's stems it matched.
      const owns = new Map<TreeNode, { s: number; stems: Set<string> }[]>()
      const ownMatch = (n: TreeNode): { s: number; stems: Set<string> }[] => {
        let m = owns.get(n)
        if (!m) {
          m = views.map((v) => { const stems = new Set<string>(); return { s: lexicalScore(v, own(n), lex, undefined, stems), stems } })
          owns.set(n, m)
        }
        return m
      }
      // A subtree's match: the best own match below it, and where it was found (the node and the view).
      const memo = new Map<TreeNode, Best>()
      const subtree = (n: TreeNode): Best => {
        let b = memo.get(n)
        if (!b) {
          b = { s: -1, node: n, view: 0 }
          for (const [view, { s }] of ownMatch(n).entries()) if (s > b.s) b = { s, node: n, view }
          for (const c of n.children) { const x = subtree(c); if (x.s > b.s) b = x }
          memo.set(n, b)
        }
        return b
      }
      // Whether the carrier of the best child's match names the page's subject at this level rather than one
      // item of a list: the page's words it matches (each once, by saturated tf × idf) must outweigh the words
      // that each other child's subtree matches and, when the page names `at` at least as well as the carrier,
      // the words of `at` itself ("TVs, headphones" of Consumer Electronics against Smartphones). Words of the
      // nodes above `at`, and those the carrier shares with `at` ("insurance" in Travel Insurance), name the
      // level, not a child, and count for none.
      const subject = (at: TreeNode, child: TreeNode, b: Best): boolean => {
        const v = b.view
        const level = new Set<string>()
        for (let n = at.parent; n; n = n.parent) for (const t of ownMatch(n)[v]!.stems) level.add(t)
        const carrier = ownMatch(b.node)[v]!.stems
        for (const t of ownMatch(at)[v]!.stems) if (carrier.has(t)) level.add(t)
        const page = views[v]!
        const weight = (ts: Iterable<string>): number => {
          let x = 0
          for (const t of ts) {
            const e = level.has(t) ? undefined : page.stems.get(t)
            if (e) x += sat(e.tf) * lex.idf(e.word)
          }
          return x
        }
        const under = (n: TreeNode, into: Set<string>): Set<string> => {
          for (const t of ownMatch(n)[v]!.stems) into.add(t)
          for (const c of n.children) under(c, into)
          return into
        }
        const rivals = at.children.filter((c) => c !== child).map((c) => under(c, new Set()))
        if (ownMatch(at)[v]!.s >= b.s) rivals.push(ownMatch(at)[v]!.stems)
        const named = weight(carrier)
        return rivals.every((r) => named > weight(r))
      }
      // Whether the page uses a word of the node's own that none of the nodes above it has.
      const namedItself = (n: TreeNode): boolean => views.some((_, v) => {
        const above = new Set<string>()
        for (let a = n.parent; a; a = a.parent) for (const t of ownMatch(a)[v]!.stems) above.add(t)
        return [...ownMatch(n)[v]!.stems].some((t) => !above.has(t))
      })
      for (;;) {
        const scored = node.children.map((c) => ({ c, b: subtree(c) })).sort((x, y) => y.b.s - x.b.s)
        const best = scored[0]
        if (!best || best.b.s < DESCENT_MIN || best.b.s < DESCENT_MARGIN * (scored[1]?.b.s ?? 0)) return node
        if (!subject(node, best.c, best.b)) {
          // A grouping node ("Travel Type") taken only through a node below it that turned out to be one item
          // of a list is not named by the page either: the answer is the nearest node above that is.
          while (node.parent && !namedItself(node)) node = node.parent
          return node
        }
        node = best.c
      }
    },
  }
}
