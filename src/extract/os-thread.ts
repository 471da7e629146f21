/**
 * Linux per-thread facts the extraction pool uses: a worker learns its OS thread id (/proc/thread-self names
 * it) and reports it; the pool reads that thread's CPU time from /proc. Elsewhere both are `undefined` and the
 * pool falls back to wall-clock time. Node built-ins only: worker.ts loads this before lowering its priority.
 */
import { readFileSync, readlinkSync } from 'node:fs'

/** The calling thread's OS thread id (Linux), else undefined. */
export function osThreadId(): number | undefined {
  if (process.platform !== 'linux') return undefined
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop())
    return Number.isInteger(tid) && tid > 0 ? tid : undefined
  } catch { return undefined }
}

/** Clock ticks per second of /proc's utime/stime (USER_HZ: 100 on every Linux architecture Node runs on). */
const USER_HZ = 100

/**
 * CPU milliseconds (user + system) a thread of this process has used, at USER_HZ resolution (10 ms), or
 * undefined once the thread has ended or /proc cannot be read. proc(5): fields 14 and 15 of the stat line,
 * counted after the parenthesised command name, which may itself contain spaces.
 */
export function threadCpuMs(tid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'latin1')
    const f = stat.slice(stat.lastIndexOf(') ') + 2).split(' ') // f[0] is field 3 (state)
    const ticks = Number(f[11]) + Number(f[12])
    return Number.isFinite(ticks) ? ticks * (1000 / USER_HZ) : undefined
  } catch { return undefined }
}
