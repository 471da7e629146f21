// No import cycles among the modules of src/ (docs/architecture.md "Layers"): a cycle makes load order matter,
// hides a layer running back up, and lets a module see another half-initialised. Every import counts, type-only
// ones too (they tie the modules' shapes together just the same), and dynamic import() as well.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

const ROOT = resolve(import.meta.dirname, '../..')

/**
 * Cycles that are allowed, each with its reason, as `a.ts -> b.ts` edges (relative to the repository) that the
 * check leaves out. Empty today; an entry needs a reason a reader accepts, not "it was already so".
 */
const EXCEPTIONS: { edge: string; reason: string }[] = []

/** Module → the src modules it imports (relative specifiers resolved; packages and node: builtins ignored). */
function importGraph(dir: string): Map<string, string[]> {
  const files: string[] = []
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else if (e.name.endsWith('.ts')) files.push(p)
    }
  }
  walk(dir)
  const graph = new Map<string, string[]>()
  for (const f of files) {
    const info = ts.preProcessFile(readFileSync(f, 'utf8'), true, true)
    const deps = new Set<string>()
    for (const i of info.importedFiles) {
      if (!i.fileName.startsWith('.')) continue
      deps.add(relative(ROOT, resolve(dirname(f), i.fileName)))
    }
    graph.set(relative(ROOT, f), [...deps])
  }
  return graph
}

/** Strongly connected components with more than one module, or a module importing itself (Tarjan's algorithm). */
export function findCycles(graph: Map<string, string[]>, skip: Set<string> = new Set()): string[][] {
  let index = 0
  const idx = new Map<string, number>(); const low = new Map<string, number>()
  const stack: string[] = []; const on = new Set<string>()
  const out: string[][] = []
  const visit = (v: string) => {
    idx.set(v, index); low.set(v, index); index++
    stack.push(v); on.add(v)
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w) || skip.has(`${v} -> ${w}`)) continue
      if (!idx.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)) } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!))
    }
    if (low.get(v) === idx.get(v)) {
      const scc: string[] = []
      let w: string
      do { w = stack.pop()!; on.delete(w); scc.push(w) } while (w !== v)
      if (scc.length > 1 || (graph.get(v) ?? []).includes(v)) out.push(scc.sort())
    }
  }
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v)
  return out
}

test('the check finds cycles: a synthetic graph with two cycles and a self-import', () => {
  const g = new Map<string, string[]>([
    ['src/api/a.ts', ['src/portal/b.ts']],
    ['src/portal/b.ts', ['src/api/a.ts', 'src/text/ids.ts']],
    ['src/text/ids.ts', []],
    ['src/x.ts', ['src/y.ts']], ['src/y.ts', ['src/z.ts']], ['src/z.ts', ['src/x.ts']],
    ['src/self.ts', ['src/self.ts']],
    ['src/leaf.ts', ['src/text/ids.ts', 'src/missing.ts']],
  ])
  assert.deepEqual(findCycles(g).sort(), [['src/api/a.ts', 'src/portal/b.ts'], ['src/self.ts'], ['src/x.ts', 'src/y.ts', 'src/z.ts']])
  // An exception removes exactly its edge.
  assert.deepEqual(findCycles(g, new Set(['src/portal/b.ts -> src/api/a.ts'])).sort(), [['src/self.ts'], ['src/x.ts', 'src/y.ts', 'src/z.ts']])
})

test('the graph reader sees static, type-only, re-export and dynamic imports', () => {
  const info = ts.preProcessFile("import a from './a.ts'\nimport type { B } from './b.ts'\nexport * from './c.ts'\nconst d = await import('./d.ts')\nimport x from 'node:fs'", true, true)
  assert.deepEqual(info.importedFiles.map((i) => i.fileName).sort(), ['./a.ts', './b.ts', './c.ts', './d.ts', 'node:fs'])
})

test('no import cycle among the modules of src/', () => {
  const graph = importGraph(join(ROOT, 'src'))
  assert.ok(graph.size > 200, `read ${graph.size} modules`)
  assert.ok(graph.get('src/services.ts')!.includes('src/auth/accounts.ts'), 'edges are resolved to repository paths')
  for (const e of EXCEPTIONS) {
    const [from, to] = e.edge.split(' -> ')
    assert.ok(graph.get(from!)?.includes(to!), `exception ${e.edge} no longer exists: remove it`)
  }
  const cycles = findCycles(graph, new Set(EXCEPTIONS.map((e) => e.edge)))
  assert.deepEqual(cycles, [], `import cycles:\n${cycles.map((c) => '  ' + c.join(' ⇄ ')).join('\n')}`)
})
