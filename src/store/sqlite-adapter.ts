import { DatabaseSync } from 'node:sqlite'
import type { SqliteDatabase, SqliteStatement } from 'kysely'

/**
 * Adapts Node's built-in `node:sqlite` to the better-sqlite3-shaped interface Kysely's SqliteDialect
 * expects. WAL mode lets the CLI and the server open the same file at once; busy_timeout makes a
 * writer wait for the other instead of failing with SQLITE_BUSY.
 */
export function openSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const db = new DatabaseSync(path)
  db.exec('PRAGMA journal_mode = WAL')
  db.exec('PRAGMA busy_timeout = 10000')
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  return {
    raw: db,
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const stmt = db.prepare(sql)
      const reader = stmt.columns().length > 0
      return {
        reader,
        all: (params) => stmt.all(...(params as never[])),
        run: (params) => {
          const r = stmt.run(...(params as never[]))
          return { changes: r.changes, lastInsertRowid: r.lastInsertRowid }
        },
        iterate: (params) => stmt.iterate(...(params as never[])) as IterableIterator<unknown>,
      }
    },
  }
}
