import { DictionaryPaths, type DictionaryTableDetail, type DictionaryTableView } from '@harness/protocol'
import { request } from './apiClient'
import { getData, postJson } from './calls'

/** The dictionary tables the caller sees (global, then their teams'), without their rows. */
export function listDictionaryTables(): Promise<DictionaryTableView[]> {
  return getData(DictionaryPaths.listDictionaryTables)
}

/** One dictionary table with its rows and history. */
export function getDictionaryTable(tableId: number): Promise<DictionaryTableDetail> {
  return getData(DictionaryPaths.getDictionaryTable, { tableId })
}

/** Where a save goes: a new table in a library, or a new version of a table made on `baseVersion`. */
export type DictionaryTarget = { readonly library: 'global' | number } | { readonly tableId: number; readonly baseVersion: number }

/**
 * Saves a dictionary table: its name and source, and its rows from `file` (xlsx or CSV); without
 * a file a new version keeps the rows. Resolves with the table as saved.
 */
export async function saveDictionaryTable(target: DictionaryTarget, fields: { name: string; source: string }, file: File | null): Promise<DictionaryTableView> {
  const query: Record<string, string | number> = { ...target, name: fields.name, source: fields.source }
  if (file) query.fileName = file.name
  const envelope = await request<DictionaryTableView>({ method: 'POST', url: DictionaryPaths.saveDictionaryTable, mode: 'raw', bytes: file ?? new Blob([]), query })
  return envelope.data
}

/** Deletes a dictionary table made on `baseVersion`. */
export function deleteDictionaryTable(tableId: number, baseVersion: number): Promise<null> {
  return postJson(DictionaryPaths.deleteDictionaryTable, { tableId, baseVersion })
}
