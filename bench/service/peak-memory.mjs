// Preload for the server (`BENCH_NODE_FLAGS="--import $PWD/bench/service/peak-memory.mjs" bash bench/service/run.sh`):
// samples process.memoryUsage() and each V8 space's committed size every 10 ms and prints the peaks (MiB)
// on SIGTERM, which run.sh sends when the run ends.
import v8 from 'node:v8'

const peak = {}
const sample = () => {
  for (const [k, v] of Object.entries(process.memoryUsage())) peak[k] = Math.max(peak[k] ?? 0, v)
  for (const s of v8.getHeapSpaceStatistics()) peak[s.space_name] = Math.max(peak[s.space_name] ?? 0, s.space_size)
}
setInterval(sample, 10).unref()
process.on('SIGTERM', () => {
  const keys = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers', 'new_space', 'old_space', 'new_large_object_space', 'large_object_space']
  console.error('server peak memory (MiB):', keys.map((k) => `${k} ${Math.round((peak[k] ?? 0) / 1048576)}`).join(', '))
  process.exit(0)
})
