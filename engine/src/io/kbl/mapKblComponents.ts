/**
 * KBL Connector_occurrence and Component_box_occurrence elements as connectors, splices and their
 * cavities, each placed at a topology node. A Connector_occurrence of Usage "splice" becomes a
 * splice; any other usage (none, "ring terminal", "no end", "dangler") a connector. The
 * connectors of a component box (fuse and relay carrier) become connectors named
 * `<box>.<connector>`, counted apart.
 *
 * Placement: the node whose Referenced_components names the occurrence (or its component box),
 * else one whose Referenced_cavities names one of its cavities, else one that references a part
 * fitted at one of its contact points (VOBES files reference the Special_terminal_occurrence of a
 * ring terminal rather than its housing). An occurrence no node references but that has the Id
 * (reference designator) of a placed one is a variant alternative of it (VOBES realises an
 * assembly part's connector once per assembly variant) and shares its node, with a warning. A
 * connector found at no node still imports, at a node of its own (`node:<connector kbl id>`, at
 * its Placement point when stated), with a warning.
 */
import { asId, type CavityId, type ConnectorId, type NodeKind, type SpliceId } from '@harness/protocol'
import { createCavity, createConnector, createSeal, createSplice } from '../../model/factories'
import type { CavityRecord, ConnectorRecord, SealRecord, SpliceRecord, WireEndpoint } from '../../model/records'
import type { KblOccurrences } from './collectKblOccurrences'
import type { Mm } from '../../model/units'
import { LENGTH_BOUNDS, type KblDocument } from './KblDocument'
import { instructionNumber, instructionText, readInstructions } from './kblInstructions'
import { occurrencePart, readPartFields } from './kblParts'
import type { KblElement } from './kblTree'
import { nodeIdOf, projectToSheet, readPoint, type KblTopology, type NodeDraft } from './mapKblTopology'
import { sortNatural } from '../../reports/naturalSort'

/** Connectors, splices and cavities of the harness, and where each KBL cavity leads a wire end. */
export interface KblComponents {
  readonly connectors: ConnectorRecord[]
  readonly splices: SpliceRecord[]
  readonly cavities: CavityRecord[]
  /** Cavity plugs (Cavity_occurrence Associated_plug) as seal records of kind 'plug'. */
  readonly plugs: SealRecord[]
  /** Nodes made for components found at no node. */
  readonly ownNodes: NodeDraft[]
  /** The wire endpoint of each KBL Cavity_occurrence id: a cavity, or the splice it belongs to. */
  readonly endpointOfCavity: Map<string, WireEndpoint>
  /** The engine cavity id of each KBL Cavity_occurrence of a connector (splices have none). */
  readonly cavityOf: Map<string, CavityId>
  /** How many connectors came from component boxes. */
  readonly componentBoxConnectors: number
  /** The connectors whose rotation the file carries (an export of ours): left as the file has them. */
  readonly turnedInFile: Set<ConnectorId>
}

const CONNECTOR_PARTS = ['Connector_housing']
const NODE_KINDS_BY_PRIORITY: readonly NodeKind[] = ['connector', 'splice', 'fixing', 'reference', 'branch']

/** Reads connectors, splices, component-box connectors and their cavities (see the module comment). */
export function mapKblComponents(doc: KblDocument, occurrences: KblOccurrences, topology: KblTopology): KblComponents {
  const out: { -readonly [K in keyof KblComponents]: KblComponents[K] } = { connectors: [], splices: [], cavities: [], plugs: [], ownNodes: [], endpointOfCavity: new Map(), cavityOf: new Map(), componentBoxConnectors: 0, turnedInFile: new Set() }
  const nodeOfReference = indexNodeReferences(doc, occurrences, topology)
  const usedPlugs = new Set<string>()

  // Every connector-like occurrence with the ids a node may reference it by.
  const items: { occurrence: KblElement; box: KblElement | null; name: string; kind: NodeKind }[] = []
  for (const occurrence of occurrences.byKind.Connector_occurrence) {
    const kind = doc.text(occurrence, 'Usage').toLowerCase() === 'splice' ? 'splice' : 'connector'
    items.push({ occurrence, box: null, name: doc.text(occurrence, 'Id') || doc.idOf(occurrence), kind })
  }
  for (const box of occurrences.byKind.Component_box_occurrence) {
    const boxName = doc.text(box, 'Id') || doc.idOf(box)
    for (const connector of doc.children(box, 'Component_box_connectors')) {
      const part = occurrencePart(doc, connector, ['Component_box_connectors'])
      items.push({ occurrence: connector, box, name: `${boxName}.${(part && doc.text(part, 'Id')) || doc.idOf(connector)}`, kind: 'connector' })
    }
  }

  // Pass 1: nodes that reference the occurrence, its box, a cavity or a fitted part.
  const nodeOf = new Map<KblElement, NodeDraft>()
  const nodeOfName = new Map<string, NodeDraft>()
  for (const { occurrence, box, name, kind } of items) {
    const cavityIds = occurrenceCavities(doc, occurrence).map((c) => doc.idOf(c))
    const associated = doc.children(occurrence, 'Contact_points').flatMap((cp) => splitIds(doc.child(cp, 'Associated_parts')?.text))
    for (const id of [doc.idOf(occurrence), ...(box ? [doc.idOf(box)] : []), ...cavityIds, ...associated]) {
      const node = nodeOfReference.get(occurrences.canonical(id))
      if (!node) continue
      nodeOf.set(occurrence, mark(node, kind))
      if (!nodeOfName.has(name)) nodeOfName.set(name, node)
      break
    }
  }
  // Pass 2: a variant alternative of a placed occurrence (same reference designator), else a node of its own.
  for (const { occurrence, name, kind } of items) {
    if (nodeOf.has(occurrence)) continue
    const kblId = doc.idOf(occurrence)
    const named = nodeOfName.get(name)
    if (named) {
      doc.warn(occurrence, `${occurrence.name} ${kblId} (${name}) is referenced by no node; placed at node ${named.kblId} of the connector with the same Id`)
      nodeOf.set(occurrence, mark(named, kind))
      continue
    }
    const placement = doc.child(occurrence, 'Placement')
    const pointElement = placement ? doc.refs(placement, 'Cartesian_point', ['Cartesian_point'], 'warn')[0] : undefined
    const point = pointElement ? readPoint(doc, pointElement) : [0, 0]
    doc.warn(occurrence, `${occurrence.name} ${kblId} (${name}) is at no node; it gets a node of its own`)
    const node: NodeDraft = { id: nodeIdOf(kblId), kblId, name, position: projectToSheet(point), point, kind }
    out.ownNodes.push(node)
    nodeOf.set(occurrence, node)
  }

  // Pass 3: the records.
  for (const { occurrence, box, name, kind } of items) {
    const kblId = doc.idOf(occurrence)
    const nodeId = nodeOf.get(occurrence)!.id
    if (kind === 'splice') {
      const part = readPartFields(doc, occurrencePart(doc, occurrence, CONNECTOR_PARTS))
      const splice = createSplice({ id: asId('splice', `splice:${kblId}`) as SpliceId, ...part, name, nodeId, ...carriedAddOn(doc, occurrence) })
      out.splices.push(splice)
      for (const cavity of occurrenceCavities(doc, occurrence)) out.endpointOfCavity.set(doc.idOf(cavity), { kind: 'splice', spliceId: splice.id })
      continue
    }
    const part = box ? readPartFields(doc, occurrencePart(doc, box, ['Component_box'])) : readPartFields(doc, occurrencePart(doc, occurrence, CONNECTOR_PARTS))
    addConnector(doc, out, usedPlugs, occurrence, { id: asId('connector', `connector:${kblId}`), ...part, name, nodeId })
    if (box) out.componentBoxConnectors += 1
  }
  return out
}

/** Adds a connector record with its cavities, plugs and seal/plug flags. */
function addConnector(
  doc: KblDocument, out: Pick<KblComponents, 'cavities' | 'cavityOf' | 'endpointOfCavity' | 'plugs' | 'connectors' | 'turnedInFile'>, usedPlugs: Set<string>, occurrence: KblElement,
  init: Pick<ConnectorRecord, 'id' | 'name' | 'nodeId' | 'partNumber' | 'description' | 'usage' | 'status'>,
): void {
  const connectorId: ConnectorId = init.id
  const slots = doc.children(occurrence, 'Slots')
  let pluggable = false
  // Each cavity's name: its number in the housing (its place in the file where it has none),
  // after its slot's name where the housing has several slots.
  const named = occurrenceCavities(doc, occurrence).map((cavity, index) => {
    const cavityPart = occurrencePart(doc, cavity, ['Cavities'])
    const slotPart = slots.length > 1 ? doc.refs(cavity.parent!, 'Part', ['Slots', 'Integrated_slots'], 'warn')[0] : undefined
    const number = (cavityPart && doc.text(cavityPart, 'Cavity_number')) || String(index + 1)
    const slotName = slotPart ? doc.text(slotPart, 'Id') : ''
    return { cavity, name: slotName ? `${slotName}/${number}` : number }
  })
  // The pins are drawn and listed in the natural order of their names (1A, 1B, 2A ... 10A), as a
  // pin-out reads, whatever order the file lists them in.
  const rank = new Array<number>(named.length)
  sortNatural(named.map((_, i) => i), (i) => named[i]!.name).forEach((i, r) => { rank[i] = r })
  named.forEach(({ cavity, name }, i) => {
    const kblId = doc.idOf(cavity)
    const record = createCavity({ id: asId('cavity', `cavity:${kblId}`), connectorId, name, index: rank[i]! })
    out.cavities.push(record)
    out.cavityOf.set(kblId, record.id)
    out.endpointOfCavity.set(kblId, { kind: 'cavity', cavityId: record.id })
    for (const plug of doc.refs(cavity, 'Associated_plug', ['Cavity_plug_occurrence'], 'warn')) {
      const plugId = doc.idOf(plug)
      pluggable = true
      if (usedPlugs.has(plugId)) {
        doc.warn(cavity, `cavity plug ${plugId} closes more than one cavity; kept in the first`)
        continue
      }
      usedPlugs.add(plugId)
      const plugPart = readPartFields(doc, occurrencePart(doc, plug, ['Cavity_plug']))
      out.plugs.push(createSeal({ id: asId('seal', `seal:${plugId}`), ...plugPart, kind: 'plug', cavityId: record.id }))
    }
  })
  const sealable = doc.children(occurrence, 'Contact_points').some((cp) =>
    splitIds(doc.child(cp, 'Associated_parts')?.text).some((id) => doc.element(id)?.name === 'Cavity_seal_occurrence'))
  const carried = readInstructions(doc, occurrence)
  const rotation = instructionNumber(doc, occurrence, carried, 'rotation')
  const mirrored = instructionText(carried, 'mirrored') === 'true'
  if (rotation !== null) out.turnedInFile.add(connectorId)
  out.connectors.push(createConnector({ ...init, sealable, pluggable, mirrored, ...carriedAddOn(doc, occurrence, carried), ...(rotation !== null ? { rotation } : {}) }))
}

/** The wire length add-on in mm an occurrence carries (see `kblInstructions`), as record fields. */
export function carriedAddOn(doc: KblDocument, element: KblElement, carried = readInstructions(doc, element)): { lengthAddOn?: Mm } {
  const value = instructionNumber(doc, element, carried, 'lengthAddOn', LENGTH_BOUNDS)
  return value !== null ? { lengthAddOn: value as Mm } : {}
}

/** The Cavity_occurrence elements of a connector occurrence's slots, in file order. */
function occurrenceCavities(doc: KblDocument, occurrence: KblElement): KblElement[] {
  return doc.children(occurrence, 'Slots').flatMap((slot) => doc.children(slot, 'Cavities'))
}

/** Which node each referenced id (component, cavity or fitted part) sits at; marks conflicts. */
function indexNodeReferences(doc: KblDocument, occurrences: KblOccurrences, topology: KblTopology): Map<string, NodeDraft> {
  const out = new Map<string, NodeDraft>()
  for (const element of doc.children(doc.root, 'Node')) {
    const node = topology.nodes.get(doc.idOf(element))!
    for (const name of ['Referenced_components', 'Referenced_cavities']) {
      for (const holder of doc.children(element, name)) {
        for (const raw of splitIds(holder.text)) {
          if (!doc.element(raw)) {
            doc.warn(holder, `${name} of node ${node.kblId} names unknown id "${raw}"; skipped`)
            continue
          }
          const id = occurrences.canonical(raw)
          const previous = out.get(id)
          if (previous && previous !== node) doc.warn(holder, `${raw} is referenced by nodes ${previous.kblId} and ${node.kblId}; placed at ${previous.kblId}`)
          else out.set(id, node)
        }
      }
    }
  }
  return out
}

/** Sets a node's kind, keeping the stronger of the old and new kinds (connector > splice > ...). */
function mark(node: NodeDraft, kind: NodeKind): NodeDraft {
  if (NODE_KINDS_BY_PRIORITY.indexOf(kind) < NODE_KINDS_BY_PRIORITY.indexOf(node.kind)) node.kind = kind
  return node
}

/** The ids of an IDREFS text. */
export function splitIds(text: string | undefined): string[] {
  return text ? text.split(/\s+/).filter((s) => s !== '') : []
}
