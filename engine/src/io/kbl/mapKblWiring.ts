/**
 * KBL wiring as engine records: each General_wire_occurrence becomes a wire, or, when it has
 * Core_occurrences, a multicore with one wire per core; each Connection attaches its wire's ends
 * (extremity with the lowest Position_on_wire = end A, highest = end B) to the cavity or splice
 * its contact point contacts, and the parts fitted at the contact point (Terminal_occurrence,
 * Special_terminal_occurrence, Cavity_seal_occurrence) become terminals and seals. Wiring_groups
 * become wire groups (Type containing "twist" → twisted, otherwise combined); the cores of one
 * cable whose Core part has Wire_type "twist" form a twisted group too. Cross-section (mm²),
 * outer diameter (mm) and colours come from the General_wire or Core part.
 */
import { asId, type ModuleId, type MulticoreId, type WireGroupId, type WireId } from '@harness/protocol'
import { DEFAULT_WIRE_CSA, createMulticore, createSeal, createTerminal, createWire, createWireGroup } from '../../model/factories'
import type { MulticoreRecord, SealRecord, TerminalRecord, WireEndpoint, WireEndSide, WireGroupRecord, WireRecord } from '../../model/records'
import type { Mm } from '../../model/units'
import { bundledCoresDiameter, multicoreOuterDiameter, wireOuterDiameter } from '../../model/wireDiameters'
import type { KblOccurrences } from './collectKblOccurrences'
import { LENGTH_BOUNDS, type KblDocument } from './KblDocument'
import type { KblStatedLength } from './KblImportReport'
import { occurrencePart, readPartFields, readWirePart, type KblWirePart } from './kblParts'
import type { KblElement } from './kblTree'
import { instructionNumber, readInstructions } from './kblInstructions'
import { carriedAddOn, splitIds, type KblComponents } from './mapKblComponents'
import type { KblVariants } from './mapKblVariants'

/** The wiring records of a harness and the lengths its file states. */
export interface KblWiring {
  /** Single wires and cores. */
  readonly wires: WireRecord[]
  readonly multicores: MulticoreRecord[]
  readonly groups: WireGroupRecord[]
  readonly terminals: TerminalRecord[]
  readonly seals: SealRecord[]
  readonly statedLengths: KblStatedLength[]
  /** General_wire_occurrences imported (single wires plus multicores). */
  readonly wireOccurrences: number
  readonly cores: number
  readonly connections: number
}

/** One attached wire end: where it goes and what is fitted there. */
interface WireEnd {
  readonly endpoint: WireEndpoint
  readonly fitted: readonly KblElement[]
}

const WIRE_KINDS = ['General_wire_occurrence', 'Core_occurrence']

/** Reads wires, multicores, cores, groups, connections, terminals and seals (see the module comment). */
export function mapKblWiring(doc: KblDocument, occurrences: KblOccurrences, components: KblComponents, variants: KblVariants): KblWiring {
  const out: { -readonly [K in keyof KblWiring]: KblWiring[K] } = { wires: [], multicores: [], groups: [], terminals: [], seals: [], statedLengths: [], wireOccurrences: 0, cores: 0, connections: 0 }
  const connectionOf = indexConnections(doc, occurrences)
  const groups = readWiringGroups(doc, occurrences)
  const usedParts = new Set<string>()

  const modulesFor = (...kblIds: (string | undefined)[]): ModuleId[] => {
    const ids = new Set<ModuleId>()
    for (const kblId of kblIds) if (kblId !== undefined) for (const m of variants.modulesOf.get(kblId) ?? []) ids.add(m)
    return [...ids]
  }

  /** Builds one wire record (a single wire or a core) with its ends, terminals and seals. */
  const addWire = (element: KblElement, id: WireId, part: KblWirePart | null, fields: ReturnType<typeof readPartFields>, extra: { multicoreId: MulticoreId | null; groupId: WireGroupId | null; parentKblId?: string }) => {
    const kblId = doc.idOf(element)
    const connection = connectionOf.get(kblId)
    const ends = connection ? connectionEnds(doc, connection, components) : { A: null, B: null }
    if (connection) out.connections += 1
    if (!part || part.csa === null) doc.warn(element, `wire ${kblId} states no cross-section; the default 0.35 mm² is used`)
    const wire = createWire({
      id, ...fields, ...carriedWireFields(doc, element), name: doc.text(element, 'Wire_number') || doc.text(element, 'Special_wire_id') || kblId,
      ...(part?.csa != null ? { csa: part.csa } : {}),
      // Without a stated outer diameter the factory takes the engine's table value for the cross-section.
      ...(part?.od != null ? { od: part.od as Mm } : {}),
      ...(part && part.colors.length > 0 ? { colors: part.colors } : {}),
      endA: ends.A?.endpoint ?? { kind: 'open' },
      endB: ends.B?.endpoint ?? { kind: 'open' },
      multicoreId: extra.multicoreId,
      groupId: extra.groupId,
      moduleIds: modulesFor(kblId, connection?.attributes.id, extra.parentKblId),
    })
    out.wires.push(wire)
    for (const side of ['A', 'B'] as const) {
      const end = ends[side]
      if (end) fitParts(doc, out, usedParts, wire.id, side, end)
    }
    addStatedLengths(doc, out, element, wire.id, 'wire', wire.name)
  }

  for (const element of occurrences.byKind.General_wire_occurrence) {
    const kblId = doc.idOf(element)
    out.wireOccurrences += 1
    const partElement = occurrencePart(doc, element, ['General_wire'])
    const part = partElement ? readWirePart(doc, partElement) : null
    const fields = readPartFields(doc, partElement)
    const cores = doc.children(element, 'Core_occurrence')
    const hasCoreParts = partElement ? doc.children(partElement, 'Core').length > 0 : false
    if (cores.length === 0 && !hasCoreParts) {
      addWire(element, asId('wire', `wire:${kblId}`), part, fields, { multicoreId: null, groupId: groups.groupOf.get(kblId) ?? null })
      continue
    }
    // A cable: the multicore record, then one wire per core.
    const multicoreId = asId('multicore', `multicore:${kblId}`)
    const coreParts = cores.map((core) => occurrencePart(doc, core, ['Core']))
    const coreData = coreParts.map((p) => (p ? readWirePart(doc, p) : null))
    const shielded = (part?.wireType ?? '').includes('shield') || coreData.some((c) => c?.wireType.includes('shield'))
    const name = doc.text(element, 'Special_wire_id') || kblId
    const carried = readInstructions(doc, element)
    const cutBackA = instructionNumber(doc, element, carried, 'cutBackA', LENGTH_BOUNDS)
    const cutBackB = instructionNumber(doc, element, carried, 'cutBackB', LENGTH_BOUNDS)
    // A cable without a stated outer diameter: its cores packed, and sheathed unless it is a bare
    // twist (the cores' own diameter, else the table's for their cross-section).
    const coreOd = coreData.find((c) => c?.od != null)?.od ?? wireOuterDiameter(coreData.find((c) => c?.csa != null)?.csa ?? DEFAULT_WIRE_CSA)
    const sheathed = part?.wireType !== 'twist'
    const n = Math.max(1, cores.length)
    out.multicores.push(createMulticore({
      id: multicoreId, ...fields, name, sheathed, shielded,
      od: (part?.od ?? (sheathed ? multicoreOuterDiameter(n, coreOd, shielded) : bundledCoresDiameter(n, coreOd))) as Mm,
      ...(cutBackA !== null ? { cutBackA: cutBackA as Mm } : {}), ...(cutBackB !== null ? { cutBackB: cutBackB as Mm } : {}),
    }))
    addStatedLengths(doc, out, element, multicoreId, 'multicore', name)
    if (cores.length === 0) doc.warn(element, `cable ${kblId} has no Core_occurrence; imported as an empty multicore`)
    if (connectionOf.has(kblId)) doc.warn(element, `a Connection names cable ${kblId} itself rather than a core; its ends are not attached`)
    const twisted = cores.filter((core, i) => coreData[i]?.wireType === 'twist' && !groups.groupOf.has(doc.idOf(core)))
    let twistGroup: WireGroupId | null = null
    if (twisted.length >= 2) {
      twistGroup = asId('wireGroup', `wireGroup:${kblId}`)
      groups.drafts.push({ id: twistGroup, name, kind: 'twisted', members: twisted.map((c) => doc.idOf(c)), element })
      for (const core of twisted) groups.groupOf.set(doc.idOf(core), twistGroup)
      if (twisted.length > 2) doc.warn(element, `cable ${kblId} has ${twisted.length} twisted cores without stated pairs; they form one twisted group`)
    }
    cores.forEach((core, i) => {
      const coreId = doc.idOf(core)
      out.cores += 1
      const corePart = coreParts[i] ?? null
      const coreFields = { ...fields, description: corePart ? doc.text(corePart, 'Id') || fields.description : fields.description }
      addWire(core, asId('wire', `wire:${coreId}`), coreData[i] ?? null, coreFields, { multicoreId, groupId: groups.groupOf.get(coreId) ?? null, parentKblId: kblId })
    })
  }

  const imported = new Set<string>(out.wires.map((w) => w.id))
  for (const draft of groups.drafts) {
    const wireIds = draft.members.map((m) => asId('wire', `wire:${m}`)).filter((id) => imported.has(id))
    if (wireIds.length < draft.members.length) doc.warn(draft.element, `wire group ${draft.name}: ${draft.members.length - wireIds.length} member(s) are not single wires or cores; left out`)
    const pitch = instructionNumber(doc, draft.element, readInstructions(doc, draft.element), 'pitch', LENGTH_BOUNDS)
    out.groups.push(createWireGroup({ id: draft.id, name: draft.name, kind: draft.kind, wireIds, ...(pitch !== null ? { pitch: pitch as Mm } : {}) }))
  }
  return out
}

/** The Connection of each wire or core (by canonical KBL id); a second one is warned and ignored. */
function indexConnections(doc: KblDocument, occurrences: KblOccurrences): Map<string, KblElement> {
  const out = new Map<string, KblElement>()
  for (const connection of occurrences.byKind.Connection) {
    const wire = occurrences.canonical(doc.idOf(doc.ref(connection, 'Wire', WIRE_KINDS)))
    if (out.has(wire)) doc.warn(connection, `wire ${wire} has more than one Connection; only ${doc.idOf(out.get(wire)!)} is used`)
    else out.set(wire, connection)
  }
  return out
}

/** The wire's ends A and B from a Connection's extremities (see the module comment). */
function connectionEnds(doc: KblDocument, connection: KblElement, components: KblComponents): { A: WireEnd | null; B: WireEnd | null } {
  const extremities = doc.children(connection, 'Extremities')
    .map((e, index) => ({ e, index, position: doc.number(e, 'Position_on_wire', { min: 0, max: 1 }) ?? index }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
  if (extremities.length < 2) doc.warn(connection, `Connection ${doc.idOf(connection)} has ${extremities.length} extremities; the missing end stays open`)
  if (extremities.length > 2) doc.warn(connection, `Connection ${doc.idOf(connection)} has ${extremities.length} extremities; only the first and last are attached`)
  const read = (extremity: KblElement | undefined): WireEnd | null => {
    if (!extremity) return null
    const contactPoint = doc.ref(extremity, 'Contact_point', ['Contact_points'])
    const cavity = doc.refs(contactPoint, 'Contacted_cavity', ['Cavities'], 'fatal')[0]
    const endpoint = cavity ? components.endpointOfCavity.get(doc.idOf(cavity)) : undefined
    if (!endpoint) doc.warn(contactPoint, `contact point ${doc.idOf(contactPoint)} contacts no cavity of an imported connector or splice; the wire end stays open`)
    const fitted: KblElement[] = []
    for (const holder of doc.children(contactPoint, 'Associated_parts')) {
      for (const id of splitIds(holder.text)) {
        const part = doc.element(id)
        if (part) fitted.push(part)
        else doc.warn(holder, `Associated_parts names unknown id "${id}"; skipped`)
      }
    }
    return { endpoint: endpoint ?? { kind: 'open' }, fitted }
  }
  return { A: read(extremities[0]?.e), B: extremities.length > 1 ? read(extremities[extremities.length - 1]?.e) : null }
}

/** Terminal and seal records for the parts fitted at one wire end; each KBL part is used once. */
function fitParts(doc: KblDocument, out: KblWiring, used: Set<string>, wireId: WireId, end: WireEndSide, wireEnd: WireEnd): void {
  for (const part of wireEnd.fitted) {
    const kblId = doc.idOf(part)
    switch (part.name) {
      case 'Terminal_occurrence':
      case 'Special_terminal_occurrence': {
        if (used.has(kblId)) continue
        used.add(kblId)
        const fields = readPartFields(doc, occurrencePart(doc, part, ['General_terminal']))
        out.terminals.push(createTerminal({ id: asId('terminal', `terminal:${kblId}`), ...fields, wireId, end, ...carriedAddOn(doc, part) }))
        break
      }
      case 'Cavity_seal_occurrence': {
        if (used.has(kblId)) continue
        if (wireEnd.endpoint.kind !== 'cavity') {
          doc.warn(part, `cavity seal ${kblId} sits at a wire end that reaches no connector cavity; skipped`)
          continue
        }
        used.add(kblId)
        const fields = readPartFields(doc, occurrencePart(doc, part, ['Cavity_seal']))
        out.seals.push(createSeal({ id: asId('seal', `seal:${kblId}`), ...fields, kind: 'seal', cavityId: wireEnd.endpoint.cavityId }))
        break
      }
      default:
        // Other fitted parts (plugs are read from cavities; accessories have no record) are not wire-end parts.
        break
    }
  }
}

/** A wire's or core's fixed length and strip lengths in mm, when the file carries them (see `kblInstructions`). */
function carriedWireFields(doc: KblDocument, element: KblElement): Partial<Pick<WireRecord, 'fixedLength' | 'stripA' | 'stripB'>> {
  const carried = readInstructions(doc, element)
  if (carried.size === 0) return {}
  const fixedLength = instructionNumber(doc, element, carried, 'fixedLength', LENGTH_BOUNDS)
  const stripA = instructionNumber(doc, element, carried, 'stripA', LENGTH_BOUNDS)
  const stripB = instructionNumber(doc, element, carried, 'stripB', LENGTH_BOUNDS)
  return {
    ...(fixedLength !== null ? { fixedLength: fixedLength as Mm } : {}),
    ...(stripA !== null ? { stripA: stripA as Mm } : {}),
    ...(stripB !== null ? { stripB: stripB as Mm } : {}),
  }
}

/** Appends the Length_information entries of a wire, core or cable to the stated lengths. */
function addStatedLengths(doc: KblDocument, out: KblWiring, element: KblElement, recordId: string, typeName: 'wire' | 'multicore', name: string): void {
  for (const info of doc.children(element, 'Length_information')) {
    const value = doc.measure(info, 'Length_value', 'length', LENGTH_BOUNDS)
    if (value === null) {
      doc.warn(info, 'Length_information without Length_value; skipped')
      continue
    }
    out.statedLengths.push({ recordId, typeName, name, kblId: doc.idOf(element), lengthType: doc.text(info, 'Length_type'), value, line: info.line })
  }
}

/** A wire group before its members are known to be imported. */
interface GroupDraft {
  readonly id: WireGroupId
  readonly name: string
  readonly kind: 'twisted' | 'combined'
  readonly members: string[]
  readonly element: KblElement
}

/** The Wiring_groups and which group each wire or core (canonical KBL id) belongs to. */
function readWiringGroups(doc: KblDocument, occurrences: KblOccurrences): { drafts: GroupDraft[]; groupOf: Map<string, WireGroupId> } {
  const drafts: GroupDraft[] = []
  const groupOf = new Map<string, WireGroupId>()
  for (const element of occurrences.byKind.Wiring_group) {
    const kblId = doc.idOf(element)
    const id = asId('wireGroup', `wireGroup:${kblId}`)
    const type = doc.text(element, 'Type').toLowerCase()
    const members: string[] = []
    for (const wire of doc.refs(element, 'Assigned_wire', WIRE_KINDS, 'warn')) {
      const member = occurrences.canonical(doc.idOf(wire))
      if (groupOf.has(member)) {
        doc.warn(element, `wire ${member} is in more than one wiring group; kept in the first`)
        continue
      }
      groupOf.set(member, id)
      members.push(member)
    }
    drafts.push({ id, name: doc.text(element, 'Id') || kblId, kind: type.includes('twist') ? 'twisted' : 'combined', members, element })
  }
  return { drafts, groupOf }
}
