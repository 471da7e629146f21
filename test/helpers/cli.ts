/** Captures what a CLI command prints, for `main(argv, env, io)`. */
export function capture() {
  const out: string[] = []
  const err: string[] = []
  return { out, err, io: { log: (s: string) => out.push(s), err: (s: string) => err.push(s) } }
}

/** The environment a CLI command needs to reach a test service's database. */
export function cliEnv(dataDir: string): Record<string, string> {
  return { WEBINTEL_DATA_DIR: dataDir, ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}) }
}
