import { describe, expect, it } from 'vitest'
import { generateHarness } from '../generate'
import { createRandom } from '../generate/seededRandom'
import { internIds } from '../io/json/DecodeResult'
import {
  createCavity, createConnector, createNode, createSeal, createSegment, createSplice, createTerminal, createWire,
} from '../model/factories'
import type { HarnessRecord, TypeName } from '../model/records'
import type { DocReader, EndPlace } from './DocReader'
import { MapStore } from './MapStore'
import { Store } from './Store'

const ids = (records: Iterable<HarnessRecord>) => [...records].map((r) => r.id)

/** What {@link DocReader.eachWireWithEnds} visits, as ids. */
function wiresWithEnds(doc: DocReader): unknown[] {
  const out: unknown[] = []
  doc.eachWireWithEnds((wire, partA, partB, terminals) => out.push([wire.id, partA?.id, partB?.id, ids(terminals)]))
  return out
}

/** What the reports' walks (wires with the places of their ends, terminals, seals) visit, as ids. */
function placesOf(doc: DocReader): unknown[] {
  const place = (p: EndPlace) => (p === undefined ? null : p.kind === 'splice' ? p.splice.id : [p.cavity.id, p.connector.id, ids(p.seals)])
  const out: unknown[] = []
  doc.eachWireWithPlaces((wire, a, b, terminals) => out.push([wire.id, place(a), place(b), ids(terminals)]))
  doc.eachTerminalWithPlace((terminal, wire, at) => out.push([terminal.id, wire?.id, place(at)]))
  doc.eachSealWithCavity((seal, cavity, connector) => out.push([seal.id, cavity?.id, connector?.id]))
  return out
}

describe('Store', () => {
  it('keeps insertion order, lookups and counts as the previous map store does, through random inserts, updates, deletes and re-inserts', () => {
    const random = createRandom(7, 'store')
    const store = new Store()
    const reference = new MapStore()
    const deleted: HarnessRecord[] = []
    const live = () => [...reference.allRecords()].filter((r) => r.typeName !== 'settings')
    const idsOf = (type: TypeName) => live().filter((r) => r.typeName === type).map((r) => r.id)
    const someId = (type: TypeName) => {
      const found = idsOf(type)
      // Sometimes an id no record has: references may dangle inside a transaction.
      return found.length === 0 || random.chance(0.05) ? `${type}:missing${random.int(0, 3)}` : random.pick(found)
    }
    const end = () => {
      const roll = random.next()
      if (roll < 0.5) return { kind: 'cavity' as const, cavityId: someId('cavity') as never }
      if (roll < 0.8) return { kind: 'splice' as const, spliceId: someId('splice') as never }
      return { kind: 'open' as const }
    }
    const make = (type: TypeName, id?: string): HarnessRecord => {
      const withId = <T extends HarnessRecord>(r: T): T => (id ? { ...r, id } : r)
      switch (type) {
        case 'node': return withId(createNode({ position: [random.int(0, 99), 0] }))
        case 'segment': return withId(createSegment({ startNodeId: someId('node') as never, endNodeId: someId('node') as never, length: random.int(1, 9) as never }))
        case 'connector': return withId(createConnector({ nodeId: someId('node') as never, name: `X${random.int(1, 9)}` }))
        case 'splice': return withId(createSplice({ nodeId: someId('node') as never, name: `S${random.int(1, 9)}` }))
        case 'cavity': return withId(createCavity({ connectorId: someId('connector') as never, name: 'c', index: random.int(0, 5) }))
        case 'terminal': return withId(createTerminal({ wireId: someId('wire') as never, end: random.chance(0.5) ? 'A' : 'B' }))
        case 'seal': return withId(createSeal({ cavityId: someId('cavity') as never, kind: random.chance(0.5) ? 'seal' : 'plug' }))
        default: {
          const endA = end()
          return withId(createWire({ endA, endB: random.chance(0.1) ? endA : end() }))
        }
      }
    }
    const types: TypeName[] = ['node', 'segment', 'connector', 'splice', 'cavity', 'wire', 'terminal', 'seal']
    for (let step = 0; step < 3000; step++) {
      const roll = random.next()
      const type = random.pick(types)
      const existing = idsOf(type)
      let record: HarnessRecord | undefined
      if (roll < 0.5 || existing.length === 0) record = make(type)
      else if (roll < 0.75) record = make(type, random.pick(existing))
      else if (roll < 0.9) {
        const id = random.pick(existing)
        deleted.push(reference.get(id)!)
        store.delete(id)
        reference.delete(id)
      } else if (deleted.length > 0) {
        const back = deleted.splice(random.int(0, deleted.length - 1), 1)[0]!
        if (!reference.get(back.id)) record = back
      }
      if (record) {
        store.insert(record)
        reference.insert(record)
      }
      if (step % 100 !== 99) continue
      expect(ids(store.allRecords())).toEqual(ids(reference.allRecords()))
      expect(store.size).toBe(reference.size)
      for (const t of types) {
        expect(ids(store.all(t))).toEqual(idsOf(t))
        expect(store.count(t)).toBe(idsOf(t).length)
      }
      for (const r of live()) expect(store.get(r.id)).toBe(r)
      for (const r of deleted) if (!reference.get(r.id)) expect(store.get(r.id)).toBeUndefined()
      const same = <T extends HarnessRecord>(a: T[], b: T[]) => expect(ids(a)).toEqual(ids(b))
      for (const c of [...idsOf('connector'), 'connector:missing0']) same(store.cavitiesOf(c as never), reference.cavitiesOf(c as never))
      for (const k of [...idsOf('cavity'), ...idsOf('splice'), 'cavity:missing1']) same(store.wiresAt(k as never), reference.wiresAt(k as never))
      for (const n of idsOf('node')) {
        same(store.segmentsAt(n as never), reference.segmentsAt(n as never))
        same(store.connectorsAt(n as never), reference.connectorsAt(n as never))
        same(store.splicesAt(n as never), reference.splicesAt(n as never))
      }
      for (const w of idsOf('wire')) same(store.terminalsOf(w as never), reference.terminalsOf(w as never))
      expect(wiresWithEnds(store)).toEqual(wiresWithEnds(reference))
      expect(placesOf(store)).toEqual(placesOf(reference))
    }
  })

  it('adopts ids a decoder interned in record order, and goes on interning after them', () => {
    const records = generateHarness('S', 3)
    const interned = internIds(records)
    if (!interned.ok) throw new Error('generated ids are unique')
    const adopted = new Store(records, interned.ids)
    const plain = new Store(records)
    expect(ids(adopted.allRecords())).toEqual(ids(plain.allRecords()))
    for (const c of plain.all('cavity')) expect(ids(adopted.wiresAt(c.id))).toEqual(ids(plain.wiresAt(c.id)))
    const node = createNode()
    adopted.insert(node)
    expect(adopted.get(node.id)).toBe(node)
    expect(adopted.get(records[5]!.id)).toBe(records[5])
    expect(internIds([records[1]!, records[2]!, records[1]!])).toEqual({ ok: false, duplicate: records[1]!.id })
  })

  it('interns afresh when the ids handed over do not match the records or were adopted already', () => {
    const records = generateHarness('S', 3)
    const fresh = () => {
      const interned = internIds(records)
      if (!interned.ok) throw new Error('generated ids are unique')
      return interned.ids
    }
    const plain = ids(new Store(records).allRecords())
    expect(ids(new Store(records.slice(1), fresh()).allRecords())).toEqual(plain.slice(1))
    const extra = [...records, createNode({ id: 'node:extra' as never })]
    expect(ids(new Store(extra, fresh()).allRecords())).toEqual(ids(new Store(extra).allRecords()))
    const shared = fresh()
    const first = new Store(records, shared)
    const second = new Store(records, shared)
    expect(ids(second.allRecords())).toEqual(ids(first.allRecords()))
    second.insert(createNode({ id: 'node:only-second' as never }))
    expect(first.get('node:only-second')).toBeUndefined()
  })

  it('walks records as a map iterator does while records are deleted, re-inserted and added on the way', () => {
    const nodes = Array.from({ length: 200 }, (_, i) => createNode({ id: `node:${i}` as never, position: [i, 0] }))
    type Change = (store: Store | MapStore, current: HarnessRecord, step: number) => void
    const changes: Record<string, Change> = {
      'delete ahead, add now and then': (store, current, step) => {
        const order = ids(store.all('node'))
        const at = order.indexOf(current.id)
        if (order[at + 2]) store.delete(order[at + 2]!)
        if (step % 4 === 0 && order[at + 1]) store.delete(order[at + 1]!)
        if (step % 3 === 0) store.insert(createNode({ id: `node:added${step}` as never }))
      },
      'delete the tail, then append': (store, current, step) => {
        if (step > 150) return
        const order = ids(store.all('node'))
        store.delete(order.at(-1)!)
        store.insert(createNode({ id: `node:tail${step}` as never }))
        void current
      },
      're-insert the current record': (store, current, step) => {
        if (step % 5 === 0 && step < 400) {
          store.delete(current.id)
          store.insert(current)
        }
      },
      're-insert the next record': (store, current) => {
        const order = ids(store.all('node'))
        const next = order[order.indexOf(current.id) + 1]
        if (next && Number(next.slice(5)) % 7 === 0) {
          const record = store.get(next)!
          store.delete(next)
          store.insert(record)
        }
      },
      'delete most records (the order compacts)': (store, current, step) => {
        if (step === 3) for (const id of ids(store.all('node')).slice(5, 180)) store.delete(id)
        void current
      },
    }
    for (const [name, change] of Object.entries(changes)) {
      for (const iterate of [(s: Store | MapStore) => s.all('node'), (s: Store | MapStore) => s.allRecords()]) {
        const walk = (store: Store | MapStore) => {
          const seen: string[] = []
          let step = 0
          for (const record of iterate(store)) {
            seen.push(record.id)
            if (record.typeName === 'node') change(store, record, ++step)
            if (seen.length > 2000) break
          }
          return seen
        }
        const columnar = new Store(nodes)
        const maps = new MapStore(nodes)
        expect(walk(columnar), name).toEqual(walk(maps))
        expect(ids(columnar.allRecords()), name).toEqual(ids(maps.allRecords()))
      }
    }
  })

  it('keeps the place in the document order of a record replaced by one of another type', () => {
    const nodes = Array.from({ length: 5 }, (_, i) => createNode({ id: `node:${i}` as never }))
    const columnar = new Store(nodes)
    const maps = new MapStore(nodes)
    const splice = createSplice({ id: 'node:2' as never, nodeId: 'node:0' as never, name: 'S1' })
    for (const store of [columnar, maps]) store.insert(splice)
    expect(ids(columnar.allRecords())).toEqual(ids(maps.allRecords()))
    expect(ids(columnar.all('node'))).toEqual(['node:0', 'node:1', 'node:3', 'node:4'])
    expect(ids(maps.all('node'))).toEqual(['node:0', 'node:1', 'node:3', 'node:4'])
    expect(columnar.count('node')).toBe(4)
    expect(ids(columnar.splicesAt('node:0' as never))).toEqual(['node:2'])
    expect(columnar.getOf('node', 'node:2')).toBeUndefined()
  })

  it('answers a record of another type as absent from getOf', () => {
    const node = createNode()
    const store = new Store([node])
    expect(store.getOf('node', node.id)).toBe(node)
    expect(store.getOf('segment', node.id)).toBeUndefined()
    expect(store.getOf('node', 'node:unknown')).toBeUndefined()
  })
})
