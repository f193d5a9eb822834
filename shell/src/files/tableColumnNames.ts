import { parseDataTable, type DataTable } from '@harness/protocol'
import { downloadFile } from '../api/fileApi'

/**
 * The headings of a table comparison's columns: comparisons name columns by their stable key, and
 * the screen shows the names those keys carry in the versions compared. Pure parts unit-tested.
 */

/** Column names by key over `tables`; a later table's name wins (the newer heading). */
export function columnNameMap(tables: readonly DataTable[]): Map<string, string> {
  const names = new Map<string, string>()
  for (const table of tables) for (const column of table.columns) names.set(column.key, column.name)
  return names
}

/** The column names of stored `versions` of a table file and of unsaved bytes `local`; unreadable ones add nothing. */
export async function comparisonColumnNames(fileId: number, versions: readonly number[], local: Blob | null): Promise<Map<string, string>> {
  const texts = await Promise.all(versions.map(async (version) => (await downloadFile(fileId, version)).blob.text()))
  if (local) texts.push(await local.text())
  const tables = texts.map(parseDataTable).flatMap((parsed) => (parsed.ok ? [parsed.table] : []))
  return columnNameMap(tables)
}
