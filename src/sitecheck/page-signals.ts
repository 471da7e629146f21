/**
 * What a site reviewer reads on a page beyond the extraction engine's document (src/extract): the whole visible
 * text including header and footer (where addresses and policy links live), password fields, script and
 * mount-point markers of a JavaScript-only shell, image alt texts and file names (payment-method marks), and
 * `<address>` blocks. One htmlparser2 pass, bounded by the caps below; like every HTML pass it stops reading at
 * MAX_ELEMENT_DEPTH open elements (the parser's open-element stack costs O(depth) per tag: a page 100,000 elements
 * deep took 11.6 s), and `pageSignalsAsync` lets the event loop run between slices of the page.
 */
import { Parser } from 'htmlparser2'
import { MOUNT_POINT_ID } from '../text/app-shell.ts'
import { foldLineBreaks, MAX_ELEMENT_DEPTH, writeInSlices } from '../text/bounds.ts'

export interface PageSignals {
  /** Every visible text run, header/nav/footer included, whitespace collapsed (capped at MAX_TEXT). */
  fullText: string
  /** Text inside `<noscript>`. */
  noscriptText: string
  scripts: number
  /** Bytes of inline script and JSON state (framework bundles inline their state). */
  inlineScriptBytes: number
  /** An element a client-side framework mounts into (#root, #app, #__next …) was present. */
  mountPoint: boolean
  passwordInputs: number
  forms: number
  /** Image alt texts and file names, lower case (payment marks, logos). */
  imageWords: string[]
  /** Text of `<address>` elements. */
  addresses: string[]
  /** `<meta http-equiv="refresh">` target, when any. */
  metaRefresh: string | undefined
  /** Headings (h1–h4) with the visible text that follows each, up to the next heading (capped). */
  sections: { heading: string; body: string }[]
}

const MAX_TEXT = 60_000
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'head', 'title', 'textarea', 'select', 'option'])
const BLOCK = new Set(['p', 'div', 'li', 'td', 'th', 'tr', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article',
  'header', 'footer', 'address', 'ul', 'ol', 'table', 'dd', 'dt', 'blockquote', 'pre', 'hr', 'main', 'nav', 'aside', 'form', 'label'])
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4'])
const MAX_SECTIONS = 80
const MAX_SECTION = 1500

/** The reviewer's signals of a page in one call (tests, small pages); the crawl uses pageSignalsAsync. */
export function pageSignals(html: string): PageSignals {
  const pass = signalsPass(html)
  pass.parser.write(pass.html)
  return pass.finish()
}

/** pageSignals fed in slices, yielding to the event loop between them. */
export async function pageSignalsAsync(html: string): Promise<PageSignals> {
  const pass = signalsPass(html)
  await writeInSlices(pass.parser, pass.html, pass.stopped)
  return pass.finish()
}

function signalsPass(html: string): { parser: Parser; html: string; stopped(): boolean; finish(): PageSignals } {
  const out: PageSignals = {
    fullText: '', noscriptText: '', scripts: 0, inlineScriptBytes: 0, mountPoint: false, passwordInputs: 0, forms: 0,
    imageWords: [], addresses: [], metaRefresh: undefined, sections: [],
  }
  let inHeading = 0
  let heading = ''
  let section: { heading: string; body: string } | undefined
  const parts: string[] = []
  let len = 0
  let hidden = 0
  let inNoscript = 0
  let inScript = false
  let inAddress = 0
  let address = ''
  let depth = 0
  let deep = false
  const push = (s: string) => {
    if (len >= MAX_TEXT) return
    parts.push(s)
    len += s.length
  }
  const parser: Parser = new Parser({
    onopentag(name, a) {
      if (++depth >= MAX_ELEMENT_DEPTH && !deep) { deep = true; parser.pause() }
      if (HIDDEN.has(name)) hidden++
      if (name === 'noscript') inNoscript++
      if (name === 'script') {
        out.scripts++
        inScript = true
      }
      if (BLOCK.has(name)) push('\n')
      if (name === 'form') out.forms++
      if (name === 'input' && (a.type ?? '').toLowerCase() === 'password') out.passwordInputs++
      if ((a.id && MOUNT_POINT_ID.test(a.id)) || name === 'app-root' || 'data-reactroot' in a || 'ng-version' in a) out.mountPoint = true
      if (name === 'img' && out.imageWords.length < 200) {
        const file = (a.src ?? '').split(/[?#]/)[0].split('/').pop() ?? ''
        const words = `${a.alt ?? ''} ${a.title ?? ''} ${file.replace(/\.[a-z0-9]+$/i, '')}`.trim()
        if (words) out.imageWords.push(words.toLowerCase())
      }
      if (name === 'meta' && (a['http-equiv'] ?? '').toLowerCase() === 'refresh') {
        const m = /url\s*=\s*['"]?([^'"\s;]+)/i.exec(a.content ?? '')
        if (m) out.metaRefresh = m[1]
      }
      if (name === 'address') inAddress++
      if (HEADINGS.has(name)) { inHeading++; heading = '' }
    },
    ontext(text) {
      if (inScript) { out.inlineScriptBytes += text.length; return }
      if (inNoscript > 0) { if (out.noscriptText.length < 2000) out.noscriptText += text; return }
      if (hidden > 0) return
      push(text)
      if (inAddress > 0 && address.length < 1000) address += text
      if (inHeading > 0) { if (heading.length < 300) heading += text }
      else if (section && section.body.length < MAX_SECTION) section.body += text
    },
    onclosetag(name) {
      depth--
      if (HIDDEN.has(name) && hidden > 0) hidden--
      if (name === 'noscript' && inNoscript > 0) inNoscript--
      if (name === 'script') inScript = false
      if (BLOCK.has(name)) push('\n')
      if (HEADINGS.has(name) && inHeading > 0 && --inHeading === 0) {
        const h = heading.replace(/\s+/g, ' ').trim()
        if (section) section.body = section.body.replace(/\s+/g, ' ').trim()
        section = h && out.sections.length < MAX_SECTIONS ? { heading: h, body: '' } : section
        if (section && section.heading === h && !out.sections.includes(section)) out.sections.push(section)
      }
      if (name === 'address' && inAddress > 0 && --inAddress === 0) {
        const t = address.replace(/\s+/g, ' ').trim()
        if (t && out.addresses.length < 10) out.addresses.push(t)
        address = ''
      }
    },
  }, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true })
  const finish = (): PageSignals => {
    parser.end()
    out.fullText = foldLineBreaks(parts.join('').replace(/[ \t\u00a0\r\f\v]+/g, ' ')).trim().slice(0, MAX_TEXT)
    out.noscriptText = out.noscriptText.replace(/\s+/g, ' ').trim()
    for (const x of out.sections) x.body = x.body.replace(/\s+/g, ' ').trim()
    return out
  }
  return { parser, html: html.length > 3_000_000 ? html.slice(0, 3_000_000) : html, stopped: () => deep, finish }
}
