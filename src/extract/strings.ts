/** String helpers of the extraction engine: copies that do not pin the parsed input (see `own`), control-character removal. */

/**
 * A copy of `s` that does not keep the parsed input alive. htmlparser2 hands out slices of the chunk it was
 * given, and V8 makes a slice of 13+ characters a view that pins its whole parent string: every kept href or
 * meta value would hold its 64 KiB piece of the page until extraction ends. Concatenating builds a cons
 * string that slice() flattens into a fresh copy.
 */
export function own(s: string): string {
  return s.length < 13 ? s : (' ' + s).slice(1)
}

/** Replaces the parts from index `from` on by one flat copy; returns the new length. */
export function compact(parts: string[], from: number): number {
  if (parts.length === from) return from
  const joined = parts.length - from > 1 ? parts.slice(from).join('') : own(parts[from])
  parts.length = from
  parts.push(joined)
  return parts.length
}

/**
 * Drops control characters (C0 controls but whitespace, and DEL): parse errors in HTML (WHATWG HTML §13.2.5)
 * that must not reach a returned or stored value.
 */
export function stripControls(s: string): string {
  return CONTROL.test(s) ? s.replace(CONTROLS, '') : s
}
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f]/
const CONTROLS = /[\u0000-\u0008\u000e-\u001f\u007f]/g
