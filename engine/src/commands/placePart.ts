import type { ConnectorId, FixingId, NodeId, SpliceId } from '@harness/protocol'
import { createCavity, createConnector, createFixing, createSplice } from '../model/factories'
import { newId } from '../model/newId'
import type { DocReader } from '../store/DocReader'
import { refuse, type Command } from '../tx/Command'
import { anchorProblem, resolveAnchor, type NodeAnchor } from './anchors'
import { newIdsProblem } from './drawSegment'
import { rotationFacingSegments } from './facingBundle'

/** What the place tool puts on the drawing: a connector, a splice, a reference point (datum), a clip or a grommet. */
export type PlacedKind = 'connector' | 'splice' | 'reference' | 'clip' | 'grommet'

/** The kinds {@link placePart} places, for checking messages from outside. */
export const PLACED_KINDS: readonly PlacedKind[] = ['connector', 'splice', 'reference', 'clip', 'grommet']

/** A library part's numbers for what {@link placePart} makes, and a connector's seal and plug flags. */
export interface PlacedPart {
  readonly partNumber: string
  readonly description: string
  readonly sealable?: boolean
  readonly pluggable?: boolean
}

/** Most cavities a generic connector may be placed with. */
export const MAX_PLACED_CAVITIES = 500

/**
 * Places a part without a part number yet (a generic one; the library assigns numbers later):
 *
 * - a connector with `cavities` cavities named 1..n (default 4), or a splice, at an anchor: on a
 *   free point a new node, on a segment the node that splits it, on a plain branch node that node;
 *   a node already holding a connector or splice is refused;
 * - a reference point: the node becomes (or is made as) a datum of kind `reference`;
 * - a clip or grommet on a segment at the anchor's offset (no split) or at a node; on a free
 *   point it is refused, as it holds a bundle.
 *
 * `id` and `nodeId` name what is made (a tool selects it afterwards); `part` gives it a library
 * part's numbers (and a connector whether it takes seals and plugs).
 */
export const placePart: Command<{ kind: PlacedKind; at: NodeAnchor; name: string; cavities?: number; id?: string; nodeId?: NodeId; part?: PlacedPart }> = (doc, args, tx) => {
  if (!PLACED_KINDS.includes(args.kind)) return refuse('invalidArguments', `kind must be one of ${PLACED_KINDS.join(', ')}`)
  if (typeof args.name !== 'string' || args.name.length > 200) return refuse('invalidArguments', 'name must be text of at most 200 characters')
  const problem = anchorProblem(doc, args.at)
  if (problem) return problem
  const cavities = args.cavities ?? 4
  if (args.kind === 'connector' && !(Number.isInteger(cavities) && cavities >= 1 && cavities <= MAX_PLACED_CAVITIES)) {
    return refuse('invalidArguments', `a connector has 1 to ${MAX_PLACED_CAVITIES} cavities`)
  }
  const idProblem = newIdsProblem(doc, [args.id, args.at?.kind === 'node' ? undefined : args.nodeId])
  if (idProblem) return refuse('invalidArguments', idProblem)
  if (args.part !== undefined && (typeof args.part !== 'object' || args.part === null || typeof args.part.partNumber !== 'string' || typeof args.part.description !== 'string')) {
    return refuse('invalidArguments', 'part needs a part number and a description')
  }
  if (args.kind === 'clip' || args.kind === 'grommet') return placeFixing(doc, args, tx)
  if (args.at.kind === 'node') {
    const occupied = occupant(doc, args.at.nodeId)
    if (occupied) return refuse('invalidArguments', `the node already holds ${occupied}`)
    const node = doc.getOf('node', args.at.nodeId)!
    if (node.kind !== 'branch') return refuse('invalidArguments', `the node is a ${node.kind} point`)
  }
  if (!tx) return true
  const nodeId = resolveAnchor(doc, args.at, args.nodeId ?? newId('node'), tx)
  if (typeof nodeId !== 'string') return nodeId
  if (args.kind === 'reference') {
    // A node placed on keeps its name; a new one takes the designator.
    tx.update('node', nodeId, { kind: 'reference', name: doc.getOf('node', nodeId)?.name || args.name })
    return true
  }
  tx.update('node', nodeId, { kind: args.kind })
  const numbers = args.part ? { partNumber: args.part.partNumber, description: args.part.description } : {}
  if (args.kind === 'splice') {
    tx.put(createSplice({ id: (args.id ?? newId('splice')) as SpliceId, nodeId, name: args.name, ...numbers }))
    return true
  }
  const connectorId = (args.id ?? newId('connector')) as ConnectorId
  // Placed on the end of a bundle, the pins face it.
  const facing = args.at.kind === 'node' && doc.segmentsAt(nodeId).length === 1 ? rotationFacingSegments(doc, nodeId) : null
  tx.put(createConnector({
    id: connectorId, nodeId, name: args.name, ...numbers, ...(facing !== null ? { rotation: facing } : {}),
    ...(args.part?.sealable !== undefined ? { sealable: args.part.sealable } : {}), ...(args.part?.pluggable !== undefined ? { pluggable: args.part.pluggable } : {}),
  }))
  for (let i = 0; i < cavities; i++) tx.put(createCavity({ connectorId, name: String(i + 1), index: i }))
  return true
}

/** A clip or grommet on a segment or at a node. */
const placeFixing: Command<{ kind: PlacedKind; at: NodeAnchor; name: string; id?: string; part?: PlacedPart }> = (_doc, args, tx) => {
  const at = args.at
  if (at.kind === 'point') return refuse('invalidArguments', 'a clip or grommet holds a bundle: place it on a segment or a node')
  if (!tx) return true
  const place = at.kind === 'node' ? { kind: 'node' as const, nodeId: at.nodeId } : { kind: 'segment' as const, segmentId: at.segmentId, offset: at.offset }
  const numbers = args.part ? { partNumber: args.part.partNumber, description: args.part.description } : {}
  tx.put(createFixing({ id: (args.id ?? newId('fixing')) as FixingId, name: args.name, kind: args.kind as 'clip' | 'grommet', place, ...numbers }))
  return true
}

/** The name of the connector or splice node `nodeId` holds, or null. */
function occupant(doc: DocReader, nodeId: NodeId): string | null {
  const part = doc.connectorsAt(nodeId)[0] ?? doc.splicesAt(nodeId)[0]
  return part ? part.name || part.id : null
}
