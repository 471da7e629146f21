/**
 * Building blocks of the configuration schema. Each variable carries its environment
 * name, a description (the README table is generated from it), a default, and a parser that throws
 * a one-line reason on a bad value. Units appear in the names (…_MS, …_BYTES).
 */
export interface Var<T, D extends string | undefined = string | undefined> {
  env: string
  description: string
  /** Default as it is written in the environment; undefined = unset is allowed. */
  default: D
  parse(raw: string): T
  /** Former names still read when the variable itself is unset (documented in its description). */
  aliases?: readonly string[]
}

type Def<X> = X extends undefined ? undefined : string

export type VarValue<V> = V extends Var<infer T> ? T : never
export type Section<S extends Record<string, Var<any, any>>> = { readonly [K in keyof S]: S[K] extends Var<infer T, infer D> ? (D extends string ? T : T | undefined) : never }

function fail(env: string, raw: string, why: string): never {
  throw new Error(`${env}=${JSON.stringify(raw)}: ${why}`)
}

/** The variable, also read under former names (`aliases`) when it is unset itself. */
export function withAliases<V extends Var<any, any>>(v: V, ...aliases: string[]): V {
  return { ...v, aliases }
}

export function int<N extends number | undefined>(env: string, def: N, description: string, range: { min?: number; max?: number } = {}): Var<number, Def<N>> {
  return {
    env, description, default: (def === undefined ? undefined : String(def)) as Def<N>,
    parse(raw) {
      if (!/^-?\d+$/.test(raw.trim())) fail(env, raw, 'expected a whole number')
      const n = Number(raw)
      if (range.min !== undefined && n < range.min) fail(env, raw, `must be at least ${range.min}`)
      if (range.max !== undefined && n > range.max) fail(env, raw, `must be at most ${range.max}`)
      return n
    },
  }
}

export function bool(env: string, def: boolean, description: string): Var<boolean, string> {
  return {
    env, description, default: String(def),
    parse(raw) {
      const v = raw.trim().toLowerCase()
      if (['1', 'true', 'yes', 'on'].includes(v)) return true
      if (['0', 'false', 'no', 'off', ''].includes(v)) return false
      return fail(env, raw, 'expected true or false')
    },
  }
}

export function str<S extends string | undefined>(env: string, def: S, description: string, check?: (v: string) => string | undefined): Var<string, Def<S>> {
  return {
    env, description, default: def as Def<S>,
    parse(raw) {
      const why = check?.(raw)
      if (why) fail(env, raw, why)
      return raw
    },
  }
}

export function url<S extends string | undefined>(env: string, def: S, description: string, protocols: string[] = ['http:', 'https:']): Var<string, Def<S>> {
  return {
    env, description, default: def as Def<S>,
    parse(raw) {
      let u: URL
      try { u = new URL(raw) } catch { return fail(env, raw, 'not a valid URL') }
      if (!protocols.includes(u.protocol)) fail(env, raw, `protocol must be one of ${protocols.join(', ')}`)
      return raw
    },
  }
}

/** A comma-separated list; `check` returns why one item is wrong (undefined when it is fine). */
export function list<S extends string | undefined>(env: string, def: S, description: string, check?: (item: string) => string | undefined): Var<string[], Def<S>> {
  return {
    env, description, default: def as Def<S>,
    parse(raw) {
      const items = raw.split(',').map((s) => s.trim()).filter(Boolean)
      for (const item of items) {
        const why = check?.(item)
        if (why) fail(env, raw, why)
      }
      return items
    },
  }
}

export function oneOf<T extends string>(env: string, def: T, values: readonly T[], description: string): Var<T, string> {
  return {
    env, description, default: def,
    parse(raw) {
      const v = raw.trim().toLowerCase() as T
      if (!values.includes(v)) fail(env, raw, `expected one of ${values.join(', ')}`)
      return v
    },
  }
}

/** Reads one section from an environment object. Throws the first bad value's one-line reason. */
export function loadSection<S extends Record<string, Var<any, any>>>(section: S, env: Record<string, string | undefined>): Section<S> {
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(section)) {
    const set = (name: string) => env[name] !== undefined && env[name] !== ''
    const from = set(v.env) ? v.env : v.aliases?.find(set)
    const value = from !== undefined ? env[from]! : v.default
    try {
      out[key] = value === undefined ? undefined : v.parse(value)
    } catch (err) {
      // A bad value under a former name is reported under the name the operator wrote.
      if (from !== undefined && from !== v.env) throw new Error((err as Error).message.replace(v.env, from))
      throw err
    }
  }
  return Object.freeze(out) as Section<S>
}
