/**
 * Interface chrome. Every web page carries the words of its own user interface — "skip to main content",
 * "toggle navigation", "expand submenu", "keyboard shortcuts", "select language", "verify you are human",
 * "enable JavaScript in your browser" — whatever it is about. Most of them are computing vocabulary, so in
 * a page's word vector and term profile they pull every site towards technology. They are written here
 * (for this project, not drawn from any data set) and left out of the text a page is categorized on.
 */
import { stem } from '../text/tokenize.ts'

const CHROME_WORDS = `skip main content contents menu menus submenu navigation navigate nav toggle toggled expand expanded
collapse button buttons click clicks tap scroll dropdown tab tabs popup modal close open search searches searching
keyboard shortcut shortcuts arrow arrows select selected selection option options sign signin signup login logout
register account accounts password username cookie cookies consent accept preferences settings language languages
english javascript browser browsers enable enabled disable loading load reload refresh captcha robot robots verify
verification verified human checkbox redirect redirecting continue sitemap copyright reserved privacy policy terms
conditions accessibility feedback display displayed input text clear`.split(/\s+/)

const CHROME = new Set(CHROME_WORDS.map(stem))

/** True for a token (word or stem) that belongs to a page's interface rather than its topic. */
export function isChrome(token: string, key = stem(token)): boolean {
  return CHROME.has(key)
}
