import { readWireDiameterTable, type WireDiameterTable } from '@harness/engine'

/** Most columns and rows of a wire-diameter table sent to the worker (a dictionary table's limits, with room). */
const COLUMNS_MAX = 256
const ROWS_MAX = 100_000

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Reads a team's wire-diameter table sent to the worker (a dictionary table from the server's
 * `getTable`, through the page: `{ source, columns, rows }`, or null for the engine's own). The
 * message is checked shape by shape before the engine reads it (`readWireDiameterTable`), so a
 * malformed one is answered with the first problem and changes nothing.
 */
export function readWireDiameters(input: unknown): { ok: true; table: WireDiameterTable | null } | { ok: false; detail: string } {
  if (input === null) return { ok: true, table: null }
  if (!isRecord(input)) return { ok: false, detail: 'the table must be an object or null' }
  if (typeof input.source !== 'string' || input.source.length === 0 || input.source.length > 200) return { ok: false, detail: 'source must be a name of 1 to 200 characters' }
  const { columns, rows } = input
  if (!Array.isArray(columns) || columns.length > COLUMNS_MAX) return { ok: false, detail: `columns must be a list of at most ${COLUMNS_MAX}` }
  if (!columns.every((c) => isRecord(c) && typeof c.name === 'string' && typeof c.type === 'string' && typeof c.unit === 'string')) {
    return { ok: false, detail: 'every column needs a name, a type and a unit (texts)' }
  }
  if (!Array.isArray(rows) || rows.length > ROWS_MAX) return { ok: false, detail: `rows must be a list of at most ${ROWS_MAX}` }
  if (!rows.every((r) => isRecord(r) && Array.isArray(r.cells))) return { ok: false, detail: 'every row needs its cells (a list)' }
  const read = readWireDiameterTable(input.source, { columns: columns as { name: string; type: string; unit: string }[], rows: rows as { cells: unknown[] }[] })
  return read.ok ? { ok: true, table: read.table } : { ok: false, detail: read.reason }
}
