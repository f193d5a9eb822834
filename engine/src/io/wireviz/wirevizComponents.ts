/**
 * WireViz connector instances as connector records at their nodes, each with one cavity per pin in
 * the template's pin order. A cavity is named by the pin's label (`pinlabels`) where the template
 * gives one, else by the pin id as WireViz prints it. Part number and description come from the
 * template (see wirevizParts), the housing's colour codes after its type. A `style: simple`
 * connector (a ferrule) is a one-cavity connector.
 */
import type { CavityId } from '@harness/protocol'
import { createCavity, createConnector } from '../../model/factories'
import type { CavityRecord, ConnectorRecord, WireRecord } from '../../model/records'
import { wireColorCodes } from './colors'
import { pyStr } from './pyFormat'
import { pyHashKey, pyTruthy, type PyValue } from './pyValue'
import type { WirevizHarness } from './wirevizHarness'
import type { WirevizHarnessNote } from './wirevizHarnessNotes'
import { wirevizCavityId, wirevizConnectorId, wirevizDisplayName, wirevizNodeId } from './wirevizNames'
import { wirevizPartFields, wirevizText } from './wirevizParts'

/** Connector and cavity records, and the cavity of each connector pin. */
export interface WirevizComponents {
  readonly connectors: ConnectorRecord[]
  readonly cavities: CavityRecord[]
  /** The cavity of pin `pin` (an id from the template's `pins`) of connector `designator`. */
  cavityOf(designator: string, pin: PyValue): CavityId | undefined
}

function pinKey(designator: string, pin: PyValue): string {
  return `${designator}\u0000${pyHashKey(pin) ?? ''}`
}

/** Connectors and cavities of every connector instance of `harness`. */
export function mapWirevizComponents(harness: WirevizHarness): WirevizComponents {
  const connectors: ConnectorRecord[] = []
  const cavities: CavityRecord[] = []
  const cavityByPin = new Map<string, CavityId>()
  for (const instance of harness.connectors) {
    const t = instance.template
    const connectorId = wirevizConnectorId(instance.name)
    connectors.push(createConnector({
      id: connectorId,
      name: wirevizDisplayName(instance.name, harness.options.templateSeparator),
      nodeId: wirevizNodeId(instance.name),
      // The housing's colour follows the type, as in WireViz's own BOM ("Crimp ferrule, 0.5 mm²,
      // OG"): ferrules of one type differ by colour (their size), and the BOM keeps them apart.
      ...wirevizPartFields(t, [t.type, t.subtype], null, wireColorCodes(t.color).join('/')),
    }))
    t.pins.forEach((pin, index) => {
      const label = t.pinlabels[index]
      const name = label !== undefined && pyTruthy(label) ? wirevizText(label) : pyStr(pin)
      const id = wirevizCavityId(instance.name, index)
      cavities.push(createCavity({ id, connectorId, name, index }))
      cavityByPin.set(pinKey(instance.name, pin), id)
    })
  }
  return { connectors, cavities, cavityOf: (designator, pin) => cavityByPin.get(pinKey(designator, pin)) }
}

/** One `unconnectedPins` note per connector with cavities that no wire end reaches, naming those cavities. */
export function unconnectedPinNotes(components: WirevizComponents, wires: readonly WireRecord[], harness: WirevizHarness): WirevizHarnessNote[] {
  const used = new Set<string>()
  for (const w of wires) {
    for (const end of [w.endA, w.endB]) if (end.kind === 'cavity') used.add(end.cavityId)
  }
  const free = new Map<string, string[]>()
  for (const cavity of components.cavities) {
    if (used.has(cavity.id)) continue
    const list = free.get(cavity.connectorId) ?? []
    list.push(cavity.name)
    free.set(cavity.connectorId, list)
  }
  return harness.connectors.flatMap((c) => {
    const pins = free.get(wirevizConnectorId(c.name))
    return pins ? [{ code: 'unconnectedPins' as const, connector: wirevizDisplayName(c.name, harness.options.templateSeparator), pins }] : []
  })
}
