/**
 * Connector and splice occurrences of an exported KBL file. A connector is a Connector_occurrence
 * with one Slot_occurrence holding a Cavity_occurrence per cavity (in cavity index order, named by
 * its housing's Cavity_number) and a cavity's plug as its Associated_plug. A splice is a
 * Connector_occurrence of Usage "splice" with one cavity that every joined wire end contacts.
 * Each attached wire end is a Contact_point of the connector or splice it reaches: it contacts the
 * cavity, and its Associated_parts name the terminals crimped on that end and the cavity's seal
 * (all of them on the first wire end in that cavity). A seal in a cavity no wire
 * reaches has no contact point to sit on and is not written.
 */
import type { ConnectorRecord, SpliceRecord } from '../../model/records'
import { wireEndKey, type KblExportIndex, type KblWireEnd } from './kblExportIndex'
import { kblIdOf } from './kblIds'
import { INSTRUCTION } from './kblInstructions'
import type { KblHousing } from './KblPartCatalogue'
import { formatDouble, type KblXmlWriter } from './KblXmlWriter'

/** The housing chosen for each connector and splice, by record id. */
export type KblHousings = ReadonlyMap<string, KblHousing>

/** The KBL id of the contact point of one wire end. */
export function contactPointIdOf(end: KblWireEnd): string {
  return `contact.${kblIdOf(end.wire.id)}.${end.side}`
}

/** The KBL id of a splice's single cavity. */
export function spliceCavityIdOf(spliceId: string): string {
  return `${kblIdOf(spliceId)}.cavity`
}

/** The KBL id of a plug's or seal's occurrence. */
export function sealOccurrenceIdOf(sealId: string): string {
  return kblIdOf(sealId)
}

/** Writes every connector's and splice's Connector_occurrence (see the module comment). */
export function writeKblConnectors(w: KblXmlWriter, ix: KblExportIndex, housings: KblHousings): void {
  const sealedCavities = new Set<string>()
  for (const connector of ix.connectors) writeConnector(w, ix, housings, connector, sealedCavities)
  for (const splice of ix.splices) writeSplice(w, ix, housings, splice)
}

function writeConnector(w: KblXmlWriter, ix: KblExportIndex, housings: KblHousings, connector: ConnectorRecord, sealed: Set<string>): void {
  const id = kblIdOf(connector.id)
  const housing = housings.get(connector.id)!
  w.start('Connector_occurrence', [['id', id]]).leaf('Id', connector.name).leaf('Part', housing.id)
  for (const end of ix.endsAt.get(connector.id) ?? []) {
    const cavityId = (end.side === 'A' ? end.wire.endA : end.wire.endB) as { readonly cavityId: string }
    const associated = terminalIds(ix, end)
    const seals = ix.sealsOf.get(cavityId.cavityId)
    if (seals && !sealed.has(cavityId.cavityId)) {
      sealed.add(cavityId.cavityId)
      for (const seal of seals) associated.push(sealOccurrenceIdOf(seal.id))
    }
    writeContactPoint(w, end, kblIdOf(cavityId.cavityId), associated)
  }
  const ii = 'Installation_information'
  if (connector.lengthAddOn !== 0) w.instruction(ii, INSTRUCTION.lengthAddOn, formatDouble(connector.lengthAddOn))
  // Written also when 0: an import turns a connector the file does not turn toward its bundle.
  w.instruction(ii, INSTRUCTION.rotation, formatDouble(connector.rotation))
  if (connector.mirrored) w.instruction(ii, INSTRUCTION.mirrored, 'true')
  const cavities = ix.cavitiesOf.get(connector.id) ?? []
  if (cavities.length > 0) {
    w.start('Slots', [['id', `${id}.slot`]]).leaf('Part', housing.slotId)
    cavities.forEach((cavity, i) => {
      w.start('Cavities', [['id', kblIdOf(cavity.id)]])
      const plug = ix.plugOf.get(cavity.id)
      if (plug) w.leaf('Associated_plug', sealOccurrenceIdOf(plug.id))
      w.leaf('Part', housing.cavityIds[i]!).end()
    })
    w.end()
  }
  w.end()
}

function writeSplice(w: KblXmlWriter, ix: KblExportIndex, housings: KblHousings, splice: SpliceRecord): void {
  const id = kblIdOf(splice.id)
  const housing = housings.get(splice.id)!
  const cavity = spliceCavityIdOf(splice.id)
  w.start('Connector_occurrence', [['id', id]]).leaf('Id', splice.name).leaf('Usage', 'splice').leaf('Part', housing.id)
  for (const end of ix.endsAt.get(splice.id) ?? []) writeContactPoint(w, end, cavity, terminalIds(ix, end))
  if (splice.lengthAddOn !== 0) w.instruction('Installation_information', INSTRUCTION.lengthAddOn, formatDouble(splice.lengthAddOn))
  w.start('Slots', [['id', `${id}.slot`]]).leaf('Part', housing.slotId)
  w.start('Cavities', [['id', cavity]]).leaf('Part', housing.cavityIds[0]!).end()
  w.end().end()
}

function writeContactPoint(w: KblXmlWriter, end: KblWireEnd, cavityId: string, associated: readonly string[]): void {
  w.start('Contact_points', [['id', contactPointIdOf(end)]]).leaf('Id', `${end.wire.name}/${end.side}`)
  w.refs('Associated_parts', associated).leaf('Contacted_cavity', cavityId).end()
}

function terminalIds(ix: KblExportIndex, end: KblWireEnd): string[] {
  return (ix.terminalsAt.get(wireEndKey(end.wire.id, end.side)) ?? []).map((t) => kblIdOf(t.id))
}
