// Preload for the server (`BENCH_NODE_FLAGS="--import $PWD/bench/service/cpu-profile.mjs" bash bench/service/run.sh`):
// a V8 CPU profile (node:inspector) of the measured window only — it starts on the first incoming HTTP request
// after the health checks (start-up and module loading stay out) and is written on SIGTERM, which run.sh sends
// when the run ends, to $CPU_PROFILE (default /tmp/webintel-service.cpuprofile; open it in Chrome DevTools or
// summarise it with `node bench/service/profile-top.mjs FILE`).
import inspector from 'node:inspector'
import http from 'node:http'
import fs from 'node:fs'

const file = process.env.CPU_PROFILE || '/tmp/webintel-service.cpuprofile'
const session = new inspector.Session()
session.connect()
let started = false
const emit = http.Server.prototype.emit
http.Server.prototype.emit = function (event, req, ...rest) {
  if (!started && event === 'request' && !String(req.url).startsWith('/healthz')) {
    started = true
    session.post('Profiler.enable', () => session.post('Profiler.setSamplingInterval', { interval: 200 }, () => session.post('Profiler.start')))
  }
  return emit.call(this, event, req, ...rest)
}
process.on('SIGTERM', () => {
  if (!started) process.exit(0)
  session.post('Profiler.stop', (err, res) => {
    if (!err) fs.writeFileSync(file, JSON.stringify(res.profile))
    console.error(err ? `cpu profile failed: ${err.message}` : `cpu profile: ${file}`)
    process.exit(0)
  })
})
