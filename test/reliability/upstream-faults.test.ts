// RELIABILITY C1 (slow upstream via the fault proxy) and C2 (reset mid-body) exercise the safe fetcher,
// which is not on main yet; they are written when the fetch engine and scrape_metadata land.
import { test } from 'node:test'

test.todo('C1: upstream +2 s latency through the fault proxy — deadline respected, queue bounded (503 + Retry-After on overflow)')
test.todo('C2: upstream connection reset mid-body — mapped error (fetch_failed), no unhandled rejection, no crash')
