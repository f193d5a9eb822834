import type { AnyId, HarnessRecord, SheetPoint, TypeName, WireEndpoint } from '../model/records'
import { recordProblem } from '../io/json/validateRecord'
import { newId } from '../model/newId'
import { nextName } from '../model/nextName'
import type { DocReader } from '../store/DocReader'
import { refuse, type Refusal } from '../tx/Command'
import { MAX_POSITION_MM } from './topology'

/** Most records one clip may hold (a copied half of an aircraft harness is far less). */
export const MAX_CLIP_RECORDS = 200_000

/**
 * What copying records `ids` puts on the clipboard: the records themselves and what they cannot
 * be drawn or made without, closed so that the clip refers only to itself:
 *
 * - a connector brings its node, cavities and the seals in them; a splice its node; a segment
 *   its two nodes, its protection runs and the clips and grommets on it; a node its fixings;
 * - segments whose both nodes are in the clip come along (a brushed area brings its bundles);
 * - wires come along when both ends are in the clip (cavities or splices), with their
 *   terminals; a twisted or combined group when all its members came; a cable when all its cores
 *   came (else the cores paste as single wires).
 *
 * Labels and tables come as they are; the settings never. Cost: linear in the records copied
 * and the wires at their cavities and splices.
 */
export function copyRecords(doc: DocReader, ids: readonly (AnyId | string)[]): HarnessRecord[] {
  const clip = new Map<string, HarnessRecord>()
  const add = (record: HarnessRecord | undefined) => { if (record && record.typeName !== 'settings') clip.set(record.id, record) }
  const addNode = (nodeId: string) => {
    add(doc.getOf('node', nodeId))
    for (const fixing of doc.fixingsAt(nodeId as never)) add(fixing)
  }
  for (const id of ids) {
    const record = doc.get(id)
    if (!record) continue
    switch (record.typeName) {
      case 'connector':
        add(record)
        addNode(record.nodeId)
        for (const cavity of doc.cavitiesOf(record.id)) { add(cavity); for (const seal of doc.sealsIn(cavity.id)) add(seal) }
        break
      case 'splice': add(record); addNode(record.nodeId); break
      case 'node': addNode(record.id); break
      case 'segment': add(record); addNode(record.startNodeId); addNode(record.endNodeId); break
      case 'label': case 'table': add(record); break
      default: break
    }
  }
  // Bundles between copied nodes, with their runs and fixings.
  for (const record of [...clip.values()]) {
    if (record.typeName !== 'node') continue
    for (const segment of doc.segmentsAt(record.id)) {
      if (!clip.has(segment.startNodeId) || !clip.has(segment.endNodeId)) continue
      add(segment)
    }
  }
  for (const record of [...clip.values()]) {
    if (record.typeName !== 'segment') continue
    for (const run of doc.protectionsOn(record.id)) add(run)
    for (const fixing of doc.fixingsAt(record.id)) add(fixing)
  }
  // Wires with both ends in the clip, their terminals, and their complete groups and cables.
  const inClip = (end: WireEndpoint) => (end.kind === 'cavity' ? clip.has(end.cavityId) : end.kind === 'splice' ? clip.has(end.spliceId) : false)
  const ends = [...clip.values()].filter((r) => r.typeName === 'cavity' || r.typeName === 'splice')
  for (const end of ends) {
    for (const wire of doc.wiresAt(end.id as never)) {
      if (clip.has(wire.id) || !inClip(wire.endA) || !inClip(wire.endB)) continue
      add(wire)
      for (const terminal of doc.terminalsOf(wire.id)) add(terminal)
    }
  }
  for (const record of [...clip.values()]) {
    if (record.typeName !== 'wire') continue
    if (record.groupId && !clip.has(record.groupId)) {
      const group = doc.getOf('wireGroup', record.groupId)
      if (group && group.wireIds.every((w) => clip.has(w))) add(group)
    }
    if (record.multicoreId && !clip.has(record.multicoreId) && doc.coresOf(record.multicoreId).every((w) => clip.has(w.id))) add(doc.getOf('multicore', record.multicoreId))
  }
  return [...clip.values()]
}

/** Designator prefixes renumbered on paste, per record type (the tools' prefixes; fixings by kind, reference points among nodes). */
const PREFIXES: Partial<Record<TypeName, string>> = { connector: 'X', splice: 'SP', wire: 'W', segment: 'S', protection: 'P' }

/** The designator prefix of `r` the tools give, or undefined. */
function prefixOf(r: HarnessRecord): string | undefined {
  if (r.typeName === 'fixing') return r.kind === 'clip' ? 'CL' : 'GR'
  if (r.typeName === 'node') return r.kind === 'reference' ? 'R' : undefined
  return PREFIXES[r.typeName]
}

/** The record type each reference field of a record must name, for checking a clip after its ids are rewritten. */
function referenceProblem(r: HarnessRecord, typeOf: (id: string) => TypeName | undefined): string | null {
  const want = (id: string, ...types: TypeName[]) => (types.includes(typeOf(id)!) ? null : `${r.typeName} ${r.id} refers to ${id}, which is not a ${types.join(' or ')}`)
  switch (r.typeName) {
    case 'segment': return want(r.startNodeId, 'node') ?? want(r.endNodeId, 'node')
    case 'connector': case 'splice': return want(r.nodeId, 'node')
    case 'cavity': return want(r.connectorId, 'connector')
    case 'seal': return want(r.cavityId, 'cavity')
    case 'terminal': return want(r.wireId, 'wire')
    case 'protection': return want(r.segmentId, 'segment')
    case 'fixing': return r.place.kind === 'node' ? want(r.place.nodeId, 'node') : want(r.place.segmentId, 'segment')
    case 'wire': {
      for (const e of [r.endA, r.endB]) {
        const problem = e.kind === 'cavity' ? want(e.cavityId, 'cavity') : e.kind === 'splice' ? want(e.spliceId, 'splice') : null
        if (problem) return problem
      }
      return (r.groupId ? want(r.groupId, 'wireGroup') : null) ?? (r.multicoreId ? want(r.multicoreId, 'multicore') : null)
    }
    case 'wireGroup': {
      for (const w of r.wireIds) { const problem = want(w, 'wire'); if (problem) return problem }
      return null
    }
    case 'table': return r.pinoutOf === null ? null : want(r.pinoutOf, 'connector')
    default: return null
  }
}

/**
 * The records of a clip made ready to add to `doc` (then added with `createRecords`, one undo
 * step): every record checked as the file readers check records, every id new (references
 * rewritten to match, so pasting twice makes two copies), drawn positions moved by (dx, dy) mm,
 * designators of the tools' form (X12, W3) renumbered after the largest in `doc`, others kept;
 * module references kept only where `doc` has the module, and group or cable references only
 * where the clip has them. Refused when the clip is not a list of valid records, refers outside
 * itself, or is larger than {@link MAX_CLIP_RECORDS}.
 */
export function pasteReady(doc: DocReader, clip: unknown, dx: number, dy: number): { ok: true; records: HarnessRecord[] } | Refusal {
  if (!Array.isArray(clip) || clip.length === 0) return refuse('invalidArguments', 'the clipboard holds no harness records')
  if (clip.length > MAX_CLIP_RECORDS) return refuse('invalidArguments', `the clipboard holds more than ${MAX_CLIP_RECORDS} records`)
  if (![dx, dy].every((v) => Number.isFinite(v) && Math.abs(v) <= MAX_POSITION_MM)) return refuse('invalidArguments', 'dx and dy must be finite distances in mm')
  for (let i = 0; i < clip.length; i++) {
    const problem = recordProblem(clip[i], i)
    if (problem) return refuse('invalidArguments', problem)
  }
  const records = clip as HarnessRecord[]
  if (records.some((r) => r.typeName === 'settings')) return refuse('invalidArguments', 'the settings cannot be pasted')
  const ids = new Map<string, string>()
  for (const r of records) {
    if (ids.has(r.id)) return refuse('invalidArguments', `id ${r.id} is in the clipboard twice`)
    ids.set(r.id, newId(r.typeName))
  }
  const map = (id: string): string => {
    const mapped = ids.get(id)
    if (mapped === undefined) throw new RangeError(id)
    return mapped
  }
  const counters = new Map<string, number>()
  const rename = (r: HarnessRecord): string | undefined => {
    const prefix = prefixOf(r)
    const name = (r as { name?: string }).name
    if (!prefix || typeof name !== 'string' || !new RegExp(`^${prefix}\\d{1,9}$`).test(name)) return undefined
    const key = `${r.typeName}:${prefix}`
    const next = counters.get(key) ?? Number(nextName(doc, r.typeName, prefix).slice(prefix.length))
    counters.set(key, next + 1)
    return `${prefix}${next}`
  }
  const shift = (p: SheetPoint): SheetPoint => [p[0] + dx, p[1] + dy]
  const end = (e: WireEndpoint): WireEndpoint => (e.kind === 'cavity' ? { kind: 'cavity', cavityId: map(e.cavityId) as never } : e.kind === 'splice' ? { kind: 'splice', spliceId: map(e.spliceId) as never } : e)
  try {
    const out = records.map((r): HarnessRecord => {
      const name = rename(r)
      const base = { ...r, id: map(r.id), ...(name !== undefined ? { name } : {}) } as HarnessRecord
      switch (base.typeName) {
        case 'node': return { ...base, position: shift(base.position) }
        case 'segment': return { ...base, startNodeId: map(base.startNodeId) as never, endNodeId: map(base.endNodeId) as never, points: base.points.map(shift) }
        case 'connector': case 'splice': return { ...base, nodeId: map(base.nodeId) as never }
        case 'cavity': return { ...base, connectorId: map(base.connectorId) as never }
        case 'seal': return { ...base, cavityId: map(base.cavityId) as never }
        case 'terminal': return { ...base, wireId: map(base.wireId) as never }
        case 'protection': return { ...base, segmentId: map(base.segmentId) as never }
        case 'fixing': return { ...base, place: base.place.kind === 'node' ? { kind: 'node', nodeId: map(base.place.nodeId) as never } : { ...base.place, segmentId: map(base.place.segmentId) as never } }
        case 'wire': return {
          ...base, endA: end(base.endA), endB: end(base.endB),
          groupId: base.groupId && ids.has(base.groupId) ? (map(base.groupId) as never) : null,
          multicoreId: base.multicoreId && ids.has(base.multicoreId) ? (map(base.multicoreId) as never) : null,
          moduleIds: base.moduleIds.filter((m) => doc.getOf('module', m) !== undefined),
        }
        case 'wireGroup': return { ...base, wireIds: base.wireIds.map((w) => map(w) as never) }
        case 'label': return { ...base, position: shift(base.position) }
        // A pin-out table goes on with its connector's copy; pasted without it, it keeps its cells as they were.
        case 'table': return { ...base, position: shift(base.position), pinoutOf: base.pinoutOf && ids.has(base.pinoutOf) ? (map(base.pinoutOf) as never) : null }
        case 'configuration': return { ...base, moduleIds: base.moduleIds.filter((m) => doc.getOf('module', m) !== undefined) }
        default: return base
      }
    })
    // A node whose connector or splice stayed behind becomes a plain branch point; a splice's node
    // takes the splice's new name.
    const partOfNode = new Map<string, HarnessRecord>()
    for (const r of out) if (r.typeName === 'connector' || r.typeName === 'splice') partOfNode.set(r.nodeId, r)
    const fixed = out.map((r): HarnessRecord => {
      if (r.typeName !== 'node' || (r.kind !== 'connector' && r.kind !== 'splice')) return r
      const part = partOfNode.get(r.id)
      if (!part) return { ...r, kind: 'branch', name: '' }
      return r.kind === 'splice' && part.typeName === 'splice' ? { ...r, name: part.name } : r
    })
    const types = new Map(fixed.map((r) => [r.id as string, r.typeName]))
    for (const r of fixed) {
      const problem = referenceProblem(r, (id) => types.get(id))
      if (problem) return refuse('invalidArguments', problem)
    }
    for (const r of fixed) {
      const p = r.typeName === 'node' || r.typeName === 'label' || r.typeName === 'table' ? r.position : null
      if (p && !p.every((v) => Math.abs(v) <= MAX_POSITION_MM)) return refuse('invalidArguments', `${r.id} would lie beyond ${MAX_POSITION_MM} mm of the origin`)
    }
    return { ok: true, records: fixed }
  } catch (error) {
    return refuse('notFound', `the clipboard refers to ${error instanceof RangeError ? error.message : 'a record'} it does not hold`)
  }
}
