import type { SanctionsListStore } from '../store/ports.ts'
import { importList, listLists, type ImportProgress } from '../sanctions/lists.ts'
import type { ListFormat, ListInfo } from '../sanctions/types.ts'

/** What the CLI needs to name the formats, report progress and recognise a file in no known format. */
export { LIST_FORMATS, ListFormatError, type ListFormat } from '../sanctions/types.ts'
export type { ImportProgress } from '../sanctions/lists.ts'

/** Imports a list file or folder into the store, replacing a list of the same name atomically (docs/sanctions.md). */
export async function importSanctionsList(store: SanctionsListStore, path: string, opts: { name?: string; format?: ListFormat | 'auto'; onProgress?: (p: ImportProgress) => void }): Promise<ListInfo> {
  return await importList(store, path, opts)
}

/** The lists loaded, by name. */
export async function sanctionsLists(store: SanctionsListStore): Promise<ListInfo[]> {
  return await listLists(store)
}

/** Removes a list; false when there was none of that name. */
export async function removeSanctionsList(store: SanctionsListStore, name: string): Promise<boolean> {
  return await store.remove(name)
}
