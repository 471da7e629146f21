/** String copies that do not pin the parsed input (see `own`). */

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
