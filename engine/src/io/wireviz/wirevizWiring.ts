/**
 * The wires of an imported WireViz harness. Every wire of every cable or bundle becomes a wire
 * record (wires 1..wirecount, and the shield `s` of a shielded cable as a wire of its own, as
 * WireViz lists it), whether connected or not; a cable (not a bundle) also becomes a multicore
 * whose cores point to it.
 *
 * - Ends: a wire's connection records give its pins on the left (`from`) and right (`to`) of the
 *   cable; end A is the first left pin, end B the first right pin; a side with none takes the next
 *   pin of the other side; pins beyond two are dropped with an `extraWireEnds` note.
 * - Cross-section: the cable's gauge in mm² (wirevizGauge); when missing or not understood the
 *   engine's default 0.35 mm² with an `assumedGauge` note. Outer diameter: the engine's default
 *   for that cross-section (model/wireDiameters); WireViz states none.
 * - Colours: the WireViz colours as colour codes (`GNYE` → GN, YE); the shield has none.
 * - Length: the cable's length in mm as the wire's fixed length (null when the cable has none).
 * - Part fields: a bundle's wires carry the bundle's part data (per wire where given as lists)
 *   with its type and the wire label; a cable's cores carry their wire label as description and
 *   the part data stays on the multicore, whose outer diameter is the engine's default for its cores.
 */
import type { MulticoreId } from '@harness/protocol'
import { createMulticore, createWire, NO_PART } from '../../model/factories'
import type { MulticoreRecord, WireEndpoint, WireRecord } from '../../model/records'
import type { Mm } from '../../model/units'
import { multicoreOuterDiameter, wireOuterDiameter } from '../../model/wireDiameters'
import { wireColorCodes } from './colors'
import { pyStr } from './pyFormat'
import { pyHashKey, pyTruthy, type PyValue } from './pyValue'
import type { WirevizComponents } from './wirevizComponents'
import { gaugeToMm2 } from './wirevizGauge'
import type { CableInstance, PinReference, WirevizHarness } from './wirevizHarness'
import type { WirevizHarnessNote } from './wirevizHarnessNotes'
import type { CableTemplate } from './wirevizModel'
import { wirevizDisplayName, wirevizMulticoreId, wirevizWireId } from './wirevizNames'
import { wirevizPartFields, wirevizText } from './wirevizParts'

/** The cross-section in mm² wires get when their cable's gauge is missing or not understood. */
export const DEFAULT_CSA = 0.35

/** Wire and multicore records of a harness and the notes about them. */
export interface WirevizWiring {
  readonly multicores: MulticoreRecord[]
  readonly wires: WireRecord[]
  readonly notes: WirevizHarnessNote[]
}

/** A wire of a cable: its number from 1, or 's' for the shield. */
type WireKey = number | 's'

/** The pins a wire's connection records name on each side of the cable, without repeats. */
interface WireEnds {
  readonly from: PinReference[]
  readonly to: PinReference[]
}

function wireKeyOf(wire: PyValue, t: CableTemplate): WireKey | null {
  if (typeof wire === 'bigint') return wire >= 1n && wire <= BigInt(t.wirecount) ? Number(wire) : null
  return wire === 's' && t.shield ? 's' : null
}

/** A pin as the notes name it: the connector's name as the designer sees it (`F.1` for `__F_1`), then the pin. */
function pinText(p: PinReference, separator: unknown): string {
  return `${wirevizDisplayName(p.connector, separator)}:${pyStr(p.pin)}`
}

function addEnd(list: PinReference[], pin: PinReference | null): void {
  if (pin === null) return
  const key = pyHashKey(pin.pin)
  if (!list.some((p) => p.connector === pin.connector && pyHashKey(p.pin) === key)) list.push(pin)
}

/** The connection records of every cable, grouped by wire; unknown wires become notes. */
function collectEnds(harness: WirevizHarness, notes: WirevizHarnessNote[]): Map<string, Map<WireKey, WireEnds>> {
  const templates = new Map(harness.cables.map((c) => [c.name, c.template]))
  const out = new Map<string, Map<WireKey, WireEnds>>(harness.cables.map((c) => [c.name, new Map()]))
  for (const c of harness.connections) {
    const key = wireKeyOf(c.wire, templates.get(c.cable)!)
    if (key === null) {
      notes.push({ code: 'unknownWire', cable: wirevizDisplayName(c.cable, harness.options.templateSeparator), wire: pyStr(c.wire) })
      continue
    }
    const byWire = out.get(c.cable)!
    const ends = byWire.get(key) ?? { from: [], to: [] }
    byWire.set(key, ends)
    addEnd(ends.from, c.from)
    addEnd(ends.to, c.to)
  }
  return out
}

/** Ends A and B of a wire (see the module comment) and the pins left over. */
function chooseEnds(ends: WireEnds | undefined): { a: PinReference | null; b: PinReference | null; dropped: PinReference[] } {
  if (!ends) return { a: null, b: null, dropped: [] }
  let a = ends.from[0] ?? null
  let b = ends.to[0] ?? null
  const rest = [...ends.from.slice(1), ...ends.to.slice(1)]
  if (a === null) a = rest.shift() ?? null
  if (b === null) b = rest.shift() ?? null
  return { a, b, dropped: rest }
}

/** The wire and multicore records of every cable and bundle of `harness`; `lengthOf` gives a cable's length in mm or null. */
export function mapWirevizWiring(harness: WirevizHarness, components: WirevizComponents, lengthOf: (cable: string) => number | null): WirevizWiring {
  const notes: WirevizHarnessNote[] = []
  const endsOf = collectEnds(harness, notes)
  const multicores: MulticoreRecord[] = []
  const wires: WireRecord[] = []
  const endpoint = (pin: PinReference | null): WireEndpoint => {
    const cavityId = pin === null ? undefined : components.cavityOf(pin.connector, pin.pin)
    return cavityId === undefined ? { kind: 'open' } : { kind: 'cavity', cavityId }
  }
  for (const cable of harness.cables) {
    const t = cable.template
    const name = wirevizDisplayName(cable.name, harness.options.templateSeparator)
    const csa = cableCsa(cable, name, notes)
    const od = wireOuterDiameter(csa)
    const length = lengthOf(cable.name)
    const multicoreId: MulticoreId | null = t.bundle ? null : wirevizMulticoreId(cable.name)
    if (multicoreId !== null) {
      multicores.push(createMulticore({
        id: multicoreId, name, ...wirevizPartFields(t, [t.type], null, wireColorCodes(t.color).join('/')), sheathed: true, shielded: t.shield,
        od: multicoreOuterDiameter(t.wirecount, od, t.shield) as Mm,
      }))
    }
    const keys: WireKey[] = Array.from({ length: t.wirecount }, (_, i) => i + 1)
    if (t.shield) keys.push('s')
    const open: string[] = []
    for (const key of keys) {
      const { a, b, dropped } = chooseEnds(endsOf.get(cable.name)!.get(key))
      if (dropped.length > 0) notes.push({ code: 'extraWireEnds', cable: name, wire: String(key), dropped: dropped.map((p) => pinText(p, harness.options.templateSeparator)) })
      if (a === null || b === null) open.push(String(key))
      const index = key === 's' ? null : key - 1
      const label = index === null ? null : (t.wirelabels[index] ?? null)
      const parts = index === null ? NO_PART : t.bundle ? wirevizPartFields(t, [t.type, label], index) : { ...NO_PART, description: wirevizText(label) }
      wires.push(createWire({
        id: wirevizWireId(cable.name, key), name: `${name}:${key}`, ...parts, csa, od: od as Mm,
        colors: index === null ? [] : wireColorCodes(t.colors[index]), endA: endpoint(a), endB: endpoint(b),
        fixedLength: length === null ? null : (length as Mm), multicoreId,
      }))
    }
    if (open.length > 0) notes.push({ code: 'openWireEnds', cable: name, wires: open })
  }
  return { multicores, wires, notes }
}

/** The cable's cross-section in mm², or the default with an `assumedGauge` note naming the cable as `name`. */
function cableCsa(cable: CableInstance, name: string, notes: WirevizHarnessNote[]): number {
  const t = cable.template
  const csa = gaugeToMm2(t.gauge, t.gaugeUnit)
  if (csa !== null) return csa
  const gauge = pyTruthy(t.gauge) ? `${pyStr(t.gauge)} ${pyStr(t.gaugeUnit)}` : ''
  notes.push({ code: 'assumedGauge', cable: name, gauge, csa: DEFAULT_CSA })
  return DEFAULT_CSA
}
