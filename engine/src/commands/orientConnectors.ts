import type { ConnectorId } from '@harness/protocol'
import type { AnyId, ConnectorRecord } from '../model/records'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command } from '../tx/Command'
import { MAX_ARRANGED } from './arrange'

/**
 * The connectors records `ids` name: a connector itself, or the connectors at a node; each once,
 * in first-seen order. Other records are passed over (a selection may hold wires and bundles too).
 */
export function connectorsOf(doc: DocReader, ids: readonly (AnyId | string)[]): ConnectorRecord[] {
  const out = new Map<ConnectorId, ConnectorRecord>()
  for (const id of ids) {
    const record = doc.get(id)
    if (record?.typeName === 'connector') out.set(record.id, record)
    else if (record?.typeName === 'node') for (const c of doc.connectorsAt(record.id)) out.set(c.id, c)
  }
  return [...out.values()]
}

/** `degrees` brought into [0, 360). */
function normalised(degrees: number): number {
  const d = degrees % 360
  return d < 0 ? d + 360 : d === 0 ? 0 : d
}

/** What a selection is checked for before it is turned or mirrored: 1 to {@link MAX_ARRANGED} ids naming at least one connector. */
function selectionProblem(doc: DocReader, ids: unknown): string | ConnectorRecord[] {
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > MAX_ARRANGED) return `select 1 to ${MAX_ARRANGED} records`
  const connectors = connectorsOf(doc, ids.filter((id): id is string => typeof id === 'string'))
  return connectors.length === 0 ? 'the selection holds no connector' : connectors
}

/**
 * Turns the connectors among records `ids` (connectors, or nodes carrying them) by `quarters`
 * quarter turns clockwise (−1 anticlockwise, 2 half a turn), each about its own node: the pin
 * column moves round the body and wires leave from its new side. The rotation is kept in
 * degrees in [0, 360), so four turns bring a connector back to where it was. Drawing only:
 * lengths do not change. One undo step; refused, changing nothing, when the selection holds no
 * connector.
 *
 * Example: X1 at rotation 0, turned 1 → 90 (pins along the bottom); turned −1 from 0 → 270.
 */
export const rotateConnectors: Command<{ ids: readonly (AnyId | string)[]; quarters: number }> = (doc, { ids, quarters }, tx) => {
  if (!Number.isInteger(quarters) || quarters === 0 || Math.abs(quarters) > 3) return refuse('invalidArguments', 'quarters must be a whole number of quarter turns from -3 to 3, not 0')
  const connectors = selectionProblem(doc, ids)
  if (typeof connectors === 'string') return refuse('invalidArguments', connectors)
  for (const c of connectors) tx?.update('connector', c.id, { rotation: normalised(Math.round(c.rotation / 90) * 90 + quarters * 90) })
  return true
}

/**
 * Mirrors the connectors among records `ids` left to right (in the body's own axes, before its
 * rotation): the pin column moves to the opposite side. Mirroring twice restores the drawing. One
 * undo step; refused, changing nothing, when the selection holds no connector.
 */
export const mirrorConnectors: Command<{ ids: readonly (AnyId | string)[] }> = (doc, { ids }, tx) => {
  const connectors = selectionProblem(doc, ids)
  if (typeof connectors === 'string') return refuse('invalidArguments', connectors)
  for (const c of connectors) tx?.update('connector', c.id, { mirrored: !c.mirrored })
  return true
}
