// The A6 hostile upstreams as a process of their own: `count` (argv[2]) servers from
// test/reliability/hostile-upstream.ts on 127.0.0.1, their ports printed as one JSON line. In the load
// generator's process, producing bombs and endless bodies on the fly stalled its event loop (up to 186 ms),
// which then showed up as latency of the *healthy* requests it was measuring.
import { startHostileUpstream } from '../../test/reliability/hostile-upstream.ts'

const ups = await Promise.all(Array.from({ length: Number(process.argv[2] ?? 1) }, () => startHostileUpstream()))
process.stdout.write(JSON.stringify(ups.map((u) => u.port)) + '\n')
process.on('SIGTERM', () => { void Promise.all(ups.map((u) => u.close())).then(() => process.exit(0)) })
