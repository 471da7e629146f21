import type { Redis } from 'ioredis'
import { randomUUID } from 'node:crypto'
import type { Log } from '../context.ts'

export const KEY_INVALIDATION_CHANNEL = 'webintel:keys:invalidate'

export interface KeyInvalidationBus {
  /** Tells every other node to forget cached key records (best effort: never throws). */
  publish(): Promise<void>
  close(): Promise<void>
}

/**
 * Redis pub/sub so a revocation or expiry change on one node is honoured by all nodes at once, instead
 * of after their key-record memo expires (10 s). Pub/sub is fire-and-forget: a node disconnected
 * during the message misses it, so on every (re)subscription it also drops its memo — the memo TTL
 * remains the upper bound either way (revocation takes effect within the cache TTL).
 */
export async function createKeyInvalidationBus(redis: Redis, onInvalidate: () => void, log: Log, channel = KEY_INVALIDATION_CHANNEL): Promise<KeyInvalidationBus> {
  const node = randomUUID()
  // A connection in subscriber mode can run no other command, so it gets its own.
  const sub = redis.duplicate()
  sub.on('error', () => { /* reported by the main connection's handler; ioredis reconnects */ })
  sub.on('ready', () => onInvalidate())
  sub.on('message', (_channel: string, from: string) => { if (from !== node) onInvalidate() })
  // The subscriber lives and dies with the service's connection: whoever disconnects that one
  // (services.close(), or a caller tearing services down by hand) must not leave this one open.
  redis.once('end', () => sub.disconnect())
  try {
    if (sub.status === 'wait') await sub.connect()
    await sub.subscribe(channel)
  } catch (err) {
    // Redis down at start: ioredis keeps reconnecting and re-subscribes (autoResubscribe) when it can.
    log.warn({ err: { message: (err as Error).message } }, '[cluster] [redis] key invalidation subscribe failed; relying on the memo TTL until Redis answers')
  }
  return {
    async publish() {
      try { await redis.publish(channel, node) } catch (err) {
        log.warn({ err: { message: (err as Error).message } }, '[cluster] [redis] key invalidation publish failed; other nodes follow within the memo TTL')
      }
    },
    async close() { sub.disconnect() },
  }
}
