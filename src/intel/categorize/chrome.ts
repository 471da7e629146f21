/**
 * Interface chrome. Every web page carries the words of its own user interface — "skip to main content",
 * "toggle navigation", "expand submenu", "keyboard shortcuts", "search", "enable JavaScript in your
 * browser", "verify the captcha" — whatever it is about. Most of them are computing vocabulary, so in a
 * page's word vector and term profile they pull every site towards technology. They are written here (for
 * this project, not drawn from any data set) and left out of the text a page is categorized on. Words with
 * common topical senses stay out of the list even when they are often chrome: menu (restaurants), account
 * (accounting), language (language courses), human, robot, collapse, policy, conditions; "sign", "privacy",
 * "terms" are already discounted as site furniture by the lexicon.
 */
import { stem } from '../text/tokenize.ts'

const CHROME_WORDS = `skip main content contents submenu navigation navigate nav toggle toggled expand expanded button
buttons click clicks scroll dropdown popup modal keyboard shortcut shortcuts select selected signin signup login logout
username cookie cookies consent preferences javascript browser browsers enable enabled reload captcha verify
verification verified checkbox redirect redirecting sitemap copyright accessibility feedback search`.split(/\s+/)

const CHROME = new Set(CHROME_WORDS.map(stem))

/** True for a token (word or stem) that belongs to a page's interface rather than its topic. */
export function isChrome(token: string, key = stem(token)): boolean {
  return CHROME.has(key)
}
