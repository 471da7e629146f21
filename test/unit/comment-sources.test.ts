/**
 * Comments cite what a reader of the repository has: docs/*.md and public specifications (docs/architecture.md).
 * This test reads every comment under src/, test/, bench/ and scripts/ and fails on one that cites a document
 * outside the repository (the design, style or reliability notes, the interface spec by section, a review
 * checklist), a person's say-so, or a tracker issue or work session by number: such a comment should state the
 * reason itself or name the docs/ section that does.
 */
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import ts from 'typescript'

const ROOT = resolve(import.meta.dirname, '../..')
const DIRS = ['src', 'test', 'bench', 'scripts']
const FILES = ['eslint.config.js']
/** Hand-made pages and data the tests read: their text is content, not comments. */
const SKIP = /^test\/fixtures\//

const OUTSIDE_SOURCES: Array<[RegExp, string]> = [
  [/\bDESIGN\b/, 'cites the design notes'],
  [/\bSTYLE(\.md\b| ?§)/, 'cites the style notes'],
  [/\bRELIABILITY\b/, 'cites the reliability notes'],
  [/\bSPEC(\.md\b| ?§|:)/, 'cites the interface spec by section (cite docs/api.md)'],
  [/\bOAUTH-CHECKLIST\b/, 'cites a review checklist'],
  [/\b(the lead|lead engineer)('s)? (adds|added|asks|asked|wants|wanted|decided|decides|says|said|will|merges|merged|requires|required|reviews)\b/i, "cites a person's say-so"],
  [/\bissue #?\d+/i, 'cites a tracker issue by number'],
  [/\bsession #?\d+/i, 'cites a work session by number'],
]

/** Every comment in a TypeScript or JavaScript text, with its line. */
export function commentsOf(text: string): Array<{ line: number; text: string }> {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text)
  const out: Array<{ line: number; text: string }> = []
  const lineOf = (pos: number) => text.slice(0, pos).split('\n').length
  // The scanner alone cannot tell a regular expression from a division, nor where a template literal resumes
  // after `${…}`; both are decided here from the previous token and a stack of open template expressions.
  const templates: number[] = []
  let braces = 0
  let prev = ts.SyntaxKind.Unknown
  const endsOperand = new Set([ts.SyntaxKind.Identifier, ts.SyntaxKind.NumericLiteral, ts.SyntaxKind.BigIntLiteral, ts.SyntaxKind.StringLiteral,
    ts.SyntaxKind.CloseParenToken, ts.SyntaxKind.CloseBracketToken, ts.SyntaxKind.CloseBraceToken, ts.SyntaxKind.NoSubstitutionTemplateLiteral,
    ts.SyntaxKind.TemplateTail, ts.SyntaxKind.RegularExpressionLiteral, ts.SyntaxKind.ThisKeyword, ts.SyntaxKind.SuperKeyword,
    ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword])
  const isKeyword = (k: ts.SyntaxKind) => k >= ts.SyntaxKind.FirstKeyword && k <= ts.SyntaxKind.LastKeyword
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    if (kind === ts.SyntaxKind.SingleLineCommentTrivia || kind === ts.SyntaxKind.MultiLineCommentTrivia) {
      out.push({ line: lineOf(scanner.getTokenStart()), text: scanner.getTokenText() })
      continue
    }
    if (kind === ts.SyntaxKind.WhitespaceTrivia || kind === ts.SyntaxKind.NewLineTrivia) continue
    if (kind === ts.SyntaxKind.TemplateHead) templates.push(braces)
    else if (kind === ts.SyntaxKind.OpenBraceToken) braces++
    else if (kind === ts.SyntaxKind.CloseBraceToken) {
      if (templates.length && templates[templates.length - 1] === braces) {
        kind = scanner.reScanTemplateToken(false)
        if (kind === ts.SyntaxKind.TemplateTail) templates.pop()
      } else braces--
    } else if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && !endsOperand.has(prev) && !isKeyword(prev)) {
      kind = scanner.reScanSlashToken()
    } else if ((kind === ts.SyntaxKind.SlashToken || kind === ts.SyntaxKind.SlashEqualsToken) && isKeyword(prev) && prev !== ts.SyntaxKind.ThisKeyword && prev !== ts.SyntaxKind.SuperKeyword) {
      kind = scanner.reScanSlashToken() // `return /re/`, `typeof /re/`
    }
    prev = kind
  }
  return out
}

/** Shell comments: the text after a `#` that starts a word. */
function shellCommentsOf(text: string): Array<{ line: number; text: string }> {
  return text.split('\n').flatMap((l, i) => {
    const m = /(^|\s)#(?!!)(.*)$/.exec(l)
    return m ? [{ line: i + 1, text: m[2]! }] : []
  })
}

export function problemsIn(comments: Array<{ line: number; text: string }>): Array<{ line: number; why: string; text: string }> {
  const out: Array<{ line: number; why: string; text: string }> = []
  for (const c of comments) {
    for (const [re, why] of OUTSIDE_SOURCES) {
      const m = re.exec(c.text)
      if (m) out.push({ line: c.line + c.text.slice(0, m.index).split('\n').length - 1, why, text: m[0] })
    }
  }
  return out
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = join(dir, d.name)
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : walk(p)
    return /\.(ts|js|mjs|sh)$/.test(d.name) ? [p] : []
  })
}

test('no comment cites a document outside the repository, a person or an issue number', () => {
  const found: string[] = []
  let files = 0
  for (const dir of DIRS) {
    for (const file of [...walk(join(ROOT, dir)), ...(dir === 'src' ? FILES.map((f) => join(ROOT, f)) : [])]) {
      const rel = relative(ROOT, file).split('\\').join('/')
      if (SKIP.test(rel) || rel === 'test/unit/comment-sources.test.ts') continue
      files++
      const text = readFileSync(file, 'utf8')
      const comments = file.endsWith('.sh') ? shellCommentsOf(text) : commentsOf(text)
      for (const p of problemsIn(comments)) found.push(`${rel}:${p.line} ${p.why}: "${p.text}"`)
    }
  }
  assert.ok(files > 300, `read ${files} files`)
  assert.deepEqual(found, [])
})

test('the check finds such comments, and only in comments', () => {
  const src = [
    '// Engines never import Fastify (DESIGN §1).',
    'const s = "DESIGN §1 in a string is not a comment"',
    '/* a block',
    ' * per RELIABILITY A6 */',
    'const re = /https?:\\/\\/issue 12/ // issue #12: regression',
    'const t = `a ${{ x: 1 }.x} // STYLE §5 in a template`',
    'const d = 4 / 2 // SPEC §2.2 after a division',
    '// the entity is named in the lead; the lead adds a note',
    '// named in the lead, or repeatedly',
  ].join('\n')
  assert.deepEqual(problemsIn(commentsOf(src)).map((p) => `${p.line} ${p.text}`), ['1 DESIGN', '4 RELIABILITY', '5 issue #12', '7 SPEC §', '8 the lead adds'])
})
