import { describe, expect, it } from 'vitest'
import type { CavityId, NodeId, SegmentId, WireId } from '@harness/protocol'
import { deleteRecords, setProperties } from '../commands/records'
import { addSplice } from '../commands/splices'
import { moveNode, setSegmentLength, splitSegment } from '../commands/topology'
import { connectWireEnd, disconnectWireEnd } from '../commands/wiring'
import { combineWires } from '../commands/wireGroups'
import { deriveHarness } from '../derive/deriveHarness'
import { Editor } from '../Editor'
import { generateHarness, type HarnessSize } from '../generate'
import { createRandom } from '../generate/seededRandom'
import type { HarnessRecord } from '../model/records'
import type { Mm } from '../model/units'
import type { DocReader, EndPlace } from './DocReader'
import { MapStore } from './MapStore'
import type { RecordStore } from './RecordStore'
import { Store } from './Store'

const WRITES = new Set<string | symbol>(['insert', 'delete', 'bumpVersion'])

/** `primary`, with every write also made on `mirror`. */
function tee(primary: RecordStore, mirror: RecordStore): RecordStore {
  return new Proxy(primary, {
    get(target, key) {
      const value = Reflect.get(target, key, target) as unknown
      if (typeof value !== 'function') return value
      if (!WRITES.has(key)) return value.bind(target)
      return (...args: unknown[]) => {
        ;(Reflect.get(mirror, key, mirror) as (...a: unknown[]) => unknown).apply(mirror, args)
        return value.apply(target, args)
      }
    },
  })
}

const ids = (records: Iterable<HarnessRecord>) => [...records].map((r) => r.id)

/** Every derived value in the order the store's iteration gives it, so order differences fail too. */
function derivedInOrder(doc: DocReader) {
  const d = deriveHarness(doc)
  return { lengths: [...d.lengths.entries()], diameters: [...d.diameters.entries()], protections: d.protections, findings: d.findings }
}

describe('the columnar store and the previous map store', () => {
  for (const [size, steps] of [['S', 120], ['M', 40], ['L', 12]] as [HarnessSize, number][]) {
    it(`hold the same records in the same order and derive the same results on ${size} after random edits, undo and redo`, { timeout: 240_000 }, () => {
      const records = generateHarness(size, 5)
      // The map store receives every write the columnar store does (inside transactions, their
      // rollbacks, undo and redo), in the same order; reads go to the columnar store.
      const mirror = new MapStore(records)
      const editor = new Editor(records, (r) => tee(new Store(r), mirror))
      const random = createRandom(5, `stores-${size}`)
      const pick = <T>(items: Iterable<T>): T | undefined => {
        const all = [...items]
        return all.length === 0 ? undefined : all[random.int(0, all.length - 1)]
      }
      for (let step = 0; step < steps; step++) {
        const doc = editor.doc
        const segment = pick(doc.all('segment'))
        const wire = pick(doc.all('wire'))
        const roll = random.int(0, 10)
        if (roll === 0 && segment) editor.run(setSegmentLength, { segmentId: segment.id, length: random.int(1, 900) as Mm })
        else if (roll === 1) editor.run(moveNode, { nodeId: pick(doc.all('node'))!.id as NodeId, position: [random.int(0, 999), random.int(0, 700)] })
        else if (roll === 2) editor.run(deleteRecords, { ids: [pick([...doc.all('connector'), ...doc.all('wire'), ...doc.all('segment'), ...doc.all('cavity')])!.id] })
        else if (roll === 3 && wire) editor.run(connectWireEnd, { wireId: wire.id as WireId, end: 'A', to: { kind: 'cavity', cavityId: pick(doc.all('cavity'))!.id as CavityId } })
        else if (roll === 4 && wire) editor.run(disconnectWireEnd, { wireId: wire.id as WireId, end: 'B' })
        else if (roll === 5 && segment) editor.run(splitSegment, { segmentId: segment.id as SegmentId, offset: (segment.length / 2) as Mm })
        else if (roll === 6 && segment) editor.run(addSplice, { segmentId: segment.id as SegmentId, offset: 1 as Mm, name: `SP${step}` })
        else if (roll === 7 && wire) editor.run(combineWires, { wireIds: [wire.id as WireId, pick(doc.all('wire'))!.id as WireId], kind: 'twisted', pitch: 20 as Mm })
        else if (roll === 8 && wire) editor.run(setProperties<'wire'>(), { typeName: 'wire', id: wire.id, patch: { od: 1.7 as Mm } })
        else if (roll === 9) editor.undo()
        else editor.redo()
        if (size === 'S' || step === steps - 1) {
          expect(ids(editor.store.allRecords()), `step ${step}`).toEqual(ids(mirror.allRecords()))
          expect(editor.store.size).toBe(mirror.size)
        }
      }
      const store = editor.doc
      for (const c of store.all('connector')) expect(ids(store.cavitiesOf(c.id))).toEqual(ids(mirror.cavitiesOf(c.id)))
      for (const c of store.all('connector')) expect([store.cavityCount(c.id), mirror.cavityCount(c.id)]).toEqual([mirror.cavitiesOf(c.id).length, mirror.cavitiesOf(c.id).length])
      for (const c of store.all('cavity')) {
        expect(ids(store.wiresAt(c.id))).toEqual(ids(mirror.wiresAt(c.id)))
        expect(ids(store.sealsIn(c.id))).toEqual(ids(mirror.sealsIn(c.id)))
      }
      for (const n of store.all('node')) {
        expect(ids(store.segmentsAt(n.id))).toEqual(ids(mirror.segmentsAt(n.id)))
        expect(ids([...store.connectorsAt(n.id), ...store.splicesAt(n.id)])).toEqual(ids([...mirror.connectorsAt(n.id), ...mirror.splicesAt(n.id)]))
        expect(ids(store.fixingsAt(n.id))).toEqual(ids(mirror.fixingsAt(n.id)))
      }
      for (const s of store.all('segment')) expect(ids(store.protectionsOn(s.id))).toEqual(ids(mirror.protectionsOn(s.id)))
      for (const w of store.all('wire')) expect(ids(store.terminalsOf(w.id))).toEqual(ids(mirror.terminalsOf(w.id)))
      for (const m of store.all('multicore')) expect(ids(store.coresOf(m.id))).toEqual(ids(mirror.coresOf(m.id)))
      for (const m of store.all('module')) expect(ids(store.usersOfModule(m.id))).toEqual(ids(mirror.usersOfModule(m.id)))
      const visits = (doc: DocReader) => {
        const out: unknown[] = []
        doc.eachWireWithEnds((wire, partA, partB, terminals) => out.push([wire.id, partA?.id, partB?.id, ids(terminals)]))
        return out
      }
      expect(visits(store)).toEqual(visits(mirror))
      const place = (p: EndPlace) => (p === undefined ? null : p.kind === 'splice' ? p.splice.id : [p.cavity.id, p.connector.id, ids(p.seals)])
      const places = (doc: DocReader) => {
        const out: unknown[] = []
        doc.eachWireWithPlaces((wire, a, b, terminals) => out.push([wire.id, place(a), place(b), ids(terminals)]))
        doc.eachTerminalWithPlace((terminal, wire, at) => out.push([terminal.id, wire?.id, place(at)]))
        doc.eachSealWithCavity((seal, cavity, connector) => out.push([seal.id, cavity?.id, connector?.id]))
        return out
      }
      expect(places(store)).toEqual(places(mirror))
      expect(derivedInOrder(store)).toEqual(derivedInOrder(mirror))
    })
  }
})
