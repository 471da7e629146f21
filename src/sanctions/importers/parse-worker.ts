/**
 * Worker thread of `parseListOffThread`: parses one list file or folder and posts what the store needs (format,
 * list date, entity and alias counts, each entity as its stored JSON), or the error's name, message and system code (ENOENT…).
 */
import { parentPort, workerData } from 'node:worker_threads'
import { parseList } from './index.ts'
import type { ListFormat } from '../types.ts'

const { path, format } = workerData as { path: string; format: ListFormat | 'auto' }
try {
  const parsed = parseList(path, format)
  parentPort!.postMessage({
    ok: true, format: parsed.format, listDate: parsed.listDate, entities: parsed.entities.length,
    aliases: parsed.entities.reduce((n, e) => n + e.names.length - 1, 0),
    records: parsed.entities.map((e) => ({ id: e.id, data: JSON.stringify(e) })),
  })
} catch (e) {
  parentPort!.postMessage({ ok: false, name: (e as Error).name, message: (e as Error).message, code: (e as NodeJS.ErrnoException).code })
}
