import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'
import layerFile from './src/layers.json' with { type: 'json' }

/**
 * The import direction of src/ (docs/architecture.md, Layers; the layers are in src/layers.json). For each layer
 * and folder depth, the relative specifiers that reach a layer it may not import are refused; `import type` of the
 * composition root (`Services`) is allowed. test/unit/import-direction.test.ts checks the same graph in full
 * (dynamic imports too), with its listed exceptions; the files carrying those exceptions are left to it here.
 */
const LINT_EXEMPT = ['src/config/load.ts', 'src/logger.ts', 'src/media/article.ts', 'src/operations/delete-account.ts', 'src/metrics/instrument.ts', 'src/jobs/worker.ts']

function layerBlocks() {
  const { layers } = layerFile
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const blocks = []
  for (const layer of layers) {
    const forbidden = layers.filter((l) => l !== layer && !layer.mayImport.includes(l.name))
    if (!forbidden.length) continue
    for (let depth = 0; depth <= 5; depth++) {
      const files = layer.areas.flatMap((a) => (a.endsWith('.ts') ? (depth === 0 ? [`src/${a}`] : []) : depth === 0 ? [] : [`src/${a}/${'*/'.repeat(depth - 1)}*.ts`]))
      if (!files.length) continue
      const up = depth === 0 ? '\\./' : '(?:\\.\\./)'.repeat(depth)
      const patterns = forbidden.map((l) => {
        const dirs = l.areas.filter((a) => !a.endsWith('.ts')).map(esc)
        const tops = l.areas.filter((a) => a.endsWith('.ts')).map(esc)
        const alts = [dirs.length ? `^${up}(?:${dirs.join('|')})/` : '', tops.length ? `^${up}(?:${tops.join('|')})$` : ''].filter(Boolean)
        return { regex: alts.join('|'), message: `${layer.name} must not import ${l.name} (docs/architecture.md, Layers).`, ...(l.name === 'root' ? { allowTypeImports: true } : {}) }
      })
      blocks.push({ files, ignores: LINT_EXEMPT, rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] } })
    }
  }
  return blocks
}

export default tseslint.config(
  { ignores: ['node_modules/**', 'data/**', 'test-artifacts/**', 'coverage/**', 'packages/*/dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['src/api/**', 'src/portal/**', 'src/app.ts', 'src/main.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', 'fastify/*', '@fastify/*'], message: 'Only the HTTP surfaces import Fastify (docs/architecture.md, Layers).' }] }],
    },
  },
  ...layerBlocks(),
)
