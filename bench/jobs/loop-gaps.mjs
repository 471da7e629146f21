// Preload for the server (`node --import bench/jobs/loop-gaps.mjs src/main.ts`, bench/jobs/healthz.ts --loop-gaps):
// the event loop's longest stalls while a job runs. perf_hooks.monitorEventLoopDelay gives the distribution; a 2 ms
// interval timer records each gap over 50 ms, and a PerformanceObserver each garbage-collection pause over 20 ms,
// from the job's POST on. Both are printed to stderr on SIGTERM as one `[loop-gaps]` line.
import http from 'node:http'
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

const h = monitorEventLoopDelay({ resolution: 2 })
h.enable()
const gaps = []
// Garbage-collection pauses of this thread over 20 ms (kind: 1 scavenge, 2 mark-compact, 4 incremental, 8 weak callbacks).
const gcs = []
new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.duration > 20) gcs.push([e.duration, e.detail?.kind]) }).observe({ entryTypes: ['gc'] })
let last = performance.now()
setInterval(() => {
  const t = performance.now()
  if (t - last > 50) gaps.push(t - last)
  last = t
}, 2).unref()
// Start-up (module loading, the engine's load) stays out: both measures restart at the job's POST.
const emit = http.Server.prototype.emit
let reset = false
http.Server.prototype.emit = function (event, req, ...rest) {
  if (!reset && event === 'request' && req.method === 'POST' && String(req.url).startsWith('/v1/jobs')) {
    reset = true
    h.reset()
    gaps.length = 0
    gcs.length = 0
  }
  return emit.call(this, event, req, ...rest)
}
process.prependListener('SIGTERM', () => {
  gaps.sort((a, b) => b - a)
  const ms = (ns) => (ns / 1e6).toFixed(0)
  process.stderr.write(`[loop-gaps] event-loop delay p50 ${ms(h.percentile(50))} ms, p99 ${ms(h.percentile(99))} ms, max ${ms(h.max)} ms; ` +
    `gaps over 50 ms: ${gaps.length}, longest ${gaps.slice(0, 5).map((g) => g.toFixed(0)).join(', ')} ms; ` +
    `GC pauses over 20 ms: ${gcs.length}, longest ${gcs.sort((a, b) => b[0] - a[0]).slice(0, 5).map(([d, k]) => `${d.toFixed(0)} (kind ${k})`).join(', ')}\n`)
})
