import type { ConnectorId } from '@harness/protocol'
import type { TableRecord, TypeName, WireEndpoint } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { compareNatural } from '../reports/reportCells'
import { refuse, type Refusal } from '../tx/Command'
import type { Transaction } from '../tx/Transaction'

/** The heading row of a pin-out table: cavity, wire, colours, cross-section, where the wire goes. */
export const PINOUT_HEADINGS: readonly string[] = ['腔位', '导线', '颜色', '截面 mm²', '去向']

/** Most rows of a pin-out table (the heading included), as for any table on the sheet. */
const MAX_PINOUT_ROWS = 200

/** Record types whose changes can change what a pin-out table shows (names, cavities, wire ends). */
const SHOWN_TYPES: ReadonlySet<TypeName> = new Set<TypeName>(['connector', 'cavity', 'wire', 'splice', 'table'])

/**
 * The rows of connector `connectorId`'s pin-out, as a table shows them: the headings, then per
 * cavity in cavity order one row per wire ending in it (wires by name), or one row with the cavity
 * alone when it is empty. A row names the cavity, the wire, its colours (base first, joined by
 * '/'), its cross-section in mm² and the wire's other end: connector:cavity, a splice's name, or
 * '—' when open. At most 200 rows: past that the last row says how many more there are ('…',
 * '+N'). Null when the connector does not exist.
 * Example: X1 with cavities 1 and 2, W1 (0.35 mm², RD/WH) from X1:1 to X2:3 → headings,
 * ['1', 'W1', 'RD/WH', '0.35', 'X2:3'], ['2', '', '', '', ''].
 */
export function pinoutCells(doc: DocReader, connectorId: ConnectorId): { readonly rows: number; readonly cols: number; readonly cells: string[] } | null {
  const connector = doc.getOf('connector', connectorId)
  if (!connector) return null
  const cols = PINOUT_HEADINGS.length
  const cells: string[] = [...PINOUT_HEADINGS]
  let rows = 1
  const cavities = [...doc.cavitiesOf(connectorId)].sort((a, b) => a.index - b.index)
  let left = 0
  for (const cavity of cavities) {
    const wires = [...doc.wiresAt(cavity.id)].sort((a, b) => compareNatural(a.name, b.name) || (a.id < b.id ? -1 : 1))
    for (const wire of wires.length > 0 ? wires : [null]) {
      // The last row says how many rows did not fit, so a long pin-out is never cut silently.
      if (rows >= MAX_PINOUT_ROWS - 1) {
        left += 1
        continue
      }
      rows += 1
      if (!wire) {
        cells.push(cavity.name, '', '', '', '')
        continue
      }
      const far = wire.endA.kind === 'cavity' && wire.endA.cavityId === cavity.id ? wire.endB : wire.endA
      cells.push(cavity.name, wire.name, wire.colors.join('/'), String(wire.csa), endText(doc, far))
    }
  }
  if (left > 0) {
    rows += 1
    cells.push('…', `+${left}`, '', '', '')
  }
  return { rows, cols, cells }
}

/** A wire end as a pin-out names it: X2:3, a splice's name, or '—' when open. */
function endText(doc: DocReader, end: WireEndpoint): string {
  switch (end.kind) {
    case 'cavity': {
      const cavity = doc.getOf('cavity', end.cavityId)
      const connector = cavity ? doc.getOf('connector', cavity.connectorId) : undefined
      return cavity && connector ? `${connector.name}:${cavity.name}` : '—'
    }
    case 'splice':
      return doc.getOf('splice', end.spliceId)?.name ?? '—'
    case 'open':
      return '—'
  }
}

/**
 * Keeps every pin-out table in step with its connector inside the transaction, after the command,
 * the cascades and the validation of what they wrote: a table whose connector was removed goes
 * with it; the others get the rows and cells {@link pinoutCells} gives now, written only where
 * they differ, so the change and its tables are one undo step. A table the change itself wrote
 * with a `pinoutOf` that names no connector is refused (`invalidArguments`). Runs only when the
 * change touched a connector, cavity, wire, splice or table (a drag that moves nodes costs
 * nothing here). Answers true when the change may commit.
 */
export function syncPinoutTables(tx: Transaction): true | Refusal {
  const diff = tx.diff
  if (!touchesShown(diff.added) && !touchesShown(diff.removed) && !Object.values(diff.updated).some(([, to]) => SHOWN_TYPES.has(to.typeName))) return true
  const doc = tx.doc
  const written = new Set([...Object.keys(diff.added), ...Object.keys(diff.updated)])
  const gone: string[] = []
  for (const table of doc.all('table')) {
    if (table.pinoutOf === null) continue
    const now = pinoutCells(doc, table.pinoutOf)
    if (!now) {
      if (written.has(table.id)) return refuse('invalidArguments', `table ${table.id}: pinoutOf must name a connector, got ${JSON.stringify(table.pinoutOf)}`)
      gone.push(table.id)
      continue
    }
    if (!same(table, now)) tx.update('table', table.id, now)
  }
  if (gone.length > 0) tx.remove(gone)
  return true
}

function touchesShown(records: Readonly<Record<string, { readonly typeName: TypeName }>>): boolean {
  for (const id in records) if (SHOWN_TYPES.has(records[id]!.typeName)) return true
  return false
}

function same(table: TableRecord, now: { readonly rows: number; readonly cols: number; readonly cells: readonly string[] }): boolean {
  return table.rows === now.rows && table.cols === now.cols && table.cells.length === now.cells.length && table.cells.every((c, i) => c === now.cells[i])
}
