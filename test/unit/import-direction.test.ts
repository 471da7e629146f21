/**
 * Imports run one way (docs/architecture.md, Layers): root → surfaces → operations → engines → base, with auth,
 * metrics and cluster as support beside the operations. The layers are in src/layers.json (the lint rule reads the
 * same file); this test parses every import of every module under src/ with the TypeScript compiler (static,
 * re-exports, dynamic `import()` and `import('…')` types) and fails on one that runs back up, unless it is one of
 * the exceptions listed below with its reason.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import layerFile from '../../src/layers.json' with { type: 'json' }

interface Layer { name: string; areas: string[]; mayImport: string[] }
/** One import: paths relative to src/, `typeOnly` when it brings in types only (erased at run time). */
export interface Edge { from: string; to: string; typeOnly: boolean }
interface Exception { from: RegExp; to: RegExp; typeOnly?: boolean; reason: string }

const SRC = resolve(import.meta.dirname, '../../src')
const LAYERS: Layer[] = layerFile.layers

/**
 * Justified exceptions. `typeOnly` exceptions allow `import type` (and type-only re-exports) only.
 */
const EXCEPTIONS: Exception[] = [
  {
    from: /^(api|portal|jobs|operations)\//, to: /^services\.ts$/, typeOnly: true,
    reason: 'route plugins and job handlers are handed the composition root\'s `Services` container; a type, so no code runs up',
  },
  {
    from: /^cli\/(index|screen)\.ts$/, to: /^(main|services|worker)\.ts$/,
    reason: 'the CLI is a process entry point like main.ts: `webintel serve` starts the server, `webintel worker` the queue worker, `webintel screen` composes the services for its own process',
  },
  {
    from: /^config\/load\.ts$/, to: /^[a-z-]+\/config\.ts$/,
    reason: 'each area declares its own settings in <area>/config.ts, which imports only config/ and its own area (checked below); load.ts gathers them',
  },
  {
    from: /^logger\.ts$/, to: /^fetch\/credentials\.ts$/,
    reason: 'log lines redact credentials by the same rule the fetcher strips them with; credentials.ts imports nothing',
  },
  {
    from: /^metrics\/instrument\.ts$/, to: /^fetch\/types\.ts$/, typeOnly: true,
    reason: 'the fetch metrics wrap the SafeFetcher interface',
  },
]

/** The area of a path relative to src/: its first folder, or the file itself when it sits directly in src/. */
export function areaOf(path: string): string {
  const slash = path.indexOf('/')
  return slash === -1 ? path : path.slice(0, slash)
}

/** Every import that runs against the layers, as readable lines; [] when the graph is clean. */
export function violations(edges: Edge[], layers: Layer[], exceptions: Exception[]): string[] {
  const layerOfArea = new Map<string, Layer>()
  for (const l of layers) for (const a of l.areas) layerOfArea.set(a, l)
  const out: string[] = []
  for (const e of edges) {
    const from = layerOfArea.get(areaOf(e.from))
    const to = layerOfArea.get(areaOf(e.to))
    if (!from) { out.push(`${e.from}: area ${areaOf(e.from)} is in no layer of src/layers.json`); continue }
    if (!to) { out.push(`${e.from} → ${e.to}: area ${areaOf(e.to)} is in no layer of src/layers.json`); continue }
    if (from === to || from.mayImport.includes(to.name)) continue
    if (exceptions.some((x) => x.from.test(e.from) && x.to.test(e.to) && (!x.typeOnly || e.typeOnly))) continue
    out.push(`${e.from} → ${e.to}${e.typeOnly ? ' (type)' : ''}: ${from.name} must not import ${to.name}`)
  }
  return out
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name)
    return d.isDirectory() ? walk(p) : d.name.endsWith('.ts') ? [p] : []
  })
}

/** Module specifiers of one file, with whether each brings in types only. */
export function importsOf(fileName: string, text: string): { spec: string; typeOnly: boolean }[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const out: { spec: string; typeOnly: boolean }[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const c = node.importClause
      const named = c?.namedBindings && ts.isNamedImports(c.namedBindings) ? c.namedBindings.elements : undefined
      // `import type {…}`, or `import { type A, type B }` with no default and only type elements
      const typeOnly = !!c && (c.isTypeOnly || (!c.name && !!named && named.length > 0 && named.every((el) => el.isTypeOnly)))
      out.push({ spec: node.moduleSpecifier.text, typeOnly })
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const named = node.exportClause && ts.isNamedExports(node.exportClause) ? node.exportClause.elements : undefined
      const typeOnly = node.isTypeOnly || (!!named && named.length > 0 && named.every((el) => el.isTypeOnly))
      out.push({ spec: node.moduleSpecifier.text, typeOnly })
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      out.push({ spec: node.arguments[0].text, typeOnly: false })
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      out.push({ spec: node.argument.literal.text, typeOnly: true })
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return out
}

let parsed: Edge[] | undefined

/** Every relative import between modules under src/ (packages and node: built-ins are not layers). */
function srcEdges(): Edge[] {
  if (parsed) return parsed
  const edges: Edge[] = []
  for (const file of walk(SRC)) {
    for (const { spec, typeOnly } of importsOf(file, readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue
      const to = relative(SRC, resolve(dirname(file), spec))
      if (to.startsWith('..')) continue
      edges.push({ from: relative(SRC, file).split('\\').join('/'), to: to.split('\\').join('/'), typeOnly })
    }
  }
  parsed = edges
  return edges
}

test('no import under src/ runs back up the layers', () => {
  const edges = srcEdges()
  assert.ok(edges.length > 500, `parsed ${edges.length} imports`)
  assert.deepEqual(violations(edges, LAYERS, EXCEPTIONS), [])
})

test('every area under src/ is in exactly one layer', () => {
  const seen = new Map<string, string>()
  for (const l of LAYERS) for (const a of l.areas) {
    assert.equal(seen.get(a), undefined, `${a} is in ${seen.get(a)} and ${l.name}`)
    seen.set(a, l.name)
  }
  for (const d of readdirSync(SRC, { withFileTypes: true })) {
    if (d.isDirectory() || d.name.endsWith('.ts')) assert.ok(seen.has(d.name), `src/${d.name} is in no layer of src/layers.json`)
  }
  for (const l of LAYERS) for (const m of l.mayImport) assert.ok(LAYERS.some((x) => x.name === m), `${l.name} may import unknown layer ${m}`)
})

test('the per-area settings files that config/load.ts gathers import only config/ and their own area', () => {
  const bad = srcEdges().filter((e) => /^[a-z-]+\/config\.ts$/.test(e.from) && areaOf(e.to) !== 'config' && areaOf(e.to) !== areaOf(e.from))
  assert.deepEqual(bad.map((e) => `${e.from} → ${e.to}`), [])
})

test('no surface imports an engine directly (api, portal, cli → fetch, extract, intel, whois, media)', () => {
  const engines = new Set(['fetch', 'extract', 'intel', 'whois', 'media'])
  const bad = srcEdges().filter((e) => ['api', 'portal', 'cli'].includes(areaOf(e.from)) && engines.has(areaOf(e.to)))
  assert.deepEqual(bad.map((e) => `${e.from} → ${e.to}`), [])
})

test('stale exceptions: every listed exception still matches an import', { todo: 'an exception that matches nothing should be removed' }, () => {
  const edges = srcEdges()
  const unused = EXCEPTIONS.filter((x) => !edges.some((e) => x.from.test(e.from) && x.to.test(e.to)))
  assert.deepEqual(unused.map((x) => x.reason), [])
})

test('the check fails on imports that run back up (synthetic graph)', () => {
  const layers: Layer[] = [
    { name: 'surfaces', areas: ['api'], mayImport: ['operations', 'base'] },
    { name: 'operations', areas: ['operations'], mayImport: ['engines', 'base'] },
    { name: 'engines', areas: ['fetch', 'media'], mayImport: ['base'] },
    { name: 'base', areas: ['errors.ts'], mayImport: [] },
  ]
  const ok: Edge[] = [
    { from: 'api/route.ts', to: 'operations/op.ts', typeOnly: false },
    { from: 'operations/op.ts', to: 'fetch/fetcher.ts', typeOnly: false },
    { from: 'media/http.ts', to: 'fetch/outbound.ts', typeOnly: false },
    { from: 'fetch/outbound.ts', to: 'errors.ts', typeOnly: false },
  ]
  assert.deepEqual(violations(ok, layers, []), [])
  const up: Edge[] = [
    { from: 'api/route.ts', to: 'fetch/address-guard.ts', typeOnly: false },
    { from: 'fetch/fetcher.ts', to: 'operations/page.ts', typeOnly: true },
    { from: 'errors.ts', to: 'api/route.ts', typeOnly: false },
    { from: 'portal/x.ts', to: 'errors.ts', typeOnly: false },
  ]
  assert.deepEqual(violations(up, layers, []), [
    'api/route.ts → fetch/address-guard.ts: surfaces must not import engines',
    'fetch/fetcher.ts → operations/page.ts (type): engines must not import operations',
    'errors.ts → api/route.ts: base must not import surfaces',
    'portal/x.ts: area portal is in no layer of src/layers.json',
  ])
  // A type-only exception lets `import type` through and nothing else.
  const typeOnly: Exception = { from: /^fetch\//, to: /^operations\//, typeOnly: true, reason: 'synthetic' }
  assert.deepEqual(violations([up[1]!], layers, [typeOnly]), [])
  assert.equal(violations([{ ...up[1]!, typeOnly: false }], layers, [typeOnly]).length, 1)
})

test('imports are read from every form: static, type-only, re-export, dynamic import() and import types', () => {
  const src = [
    "import { a } from './a.ts'",
    "import type { B } from '../b.ts'",
    "import { type C, type D } from './c.ts'",
    "import { type E, f } from './e.ts'",
    "export { g } from './g.ts'",
    "export type { H } from './h.ts'",
    "const m = await import('./m.ts')",
    "let x: import('./t.ts').T",
    "import 'node:fs'",
  ].join('\n')
  assert.deepEqual(importsOf('x.ts', src), [
    { spec: './a.ts', typeOnly: false }, { spec: '../b.ts', typeOnly: true }, { spec: './c.ts', typeOnly: true },
    { spec: './e.ts', typeOnly: false }, { spec: './g.ts', typeOnly: false }, { spec: './h.ts', typeOnly: true },
    { spec: './m.ts', typeOnly: false }, { spec: './t.ts', typeOnly: true }, { spec: 'node:fs', typeOnly: false },
  ])
})
