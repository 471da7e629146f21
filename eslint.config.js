import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import globals from 'globals'

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
      'no-restricted-imports': ['error', { patterns: [{ group: ['fastify', 'fastify/*', '@fastify/*'], message: 'Engines never import Fastify (DESIGN §1).' }] }],
    },
  },
)
