/**
 * One socket-flood process for bench/security/sockets.ts: opens FLOOD_COUNT idle TCP connections to
 * FLOOD_PORT on 127.0.0.1 from the source addresses in FLOOD_FROM (comma-separated, used in turn), in
 * batches, never sends a byte, and prints one JSON line of counts every 500 ms until it is killed.
 */
import net from 'node:net'

const port = Number(process.env.FLOOD_PORT)
const count = Number(process.env.FLOOD_COUNT ?? 10_000)
const from = (process.env.FLOOD_FROM ?? '127.0.0.2').split(',')
let connected = 0, closed = 0, errors = 0, open = 0
const report = () => process.stdout.write(`${JSON.stringify({ attempted: count, connected, closed, errors, open })}\n`)
setInterval(report, 500)
for (let i = 0; i < count; i += 500) {
  await Promise.all(Array.from({ length: Math.min(500, count - i) }, (_, j) => new Promise<void>((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port, localAddress: from[(i + j) % from.length] })
    s.resume() // read, so that the server's FIN is seen
    let up = false
    s.once('connect', () => { up = true; connected++; open++; resolve() })
    s.on('error', () => { errors++ })
    s.once('close', () => { closed++; if (up) open--; resolve() })
  })))
}
report()
