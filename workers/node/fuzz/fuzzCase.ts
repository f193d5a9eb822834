import {
  buildReportSheet, createRandom, decodeDocument, deleteRecords, deriveHarness, disconnectWireEnd, encodeDocument, generateHarness, importKbl,
  importWirevizHarness, IncrementalDerived, moveNode, OpenDocument, REPORT_KINDS, setProperties, setSegmentLength, type DocReader,
  type HarnessRecord,
} from '@harness/engine'
import { hostileDocument, mutateBytes, mutateText, type Random } from './fuzzInputs'

/** The files the fuzz cases damage: KBL and WireViz texts from the corpus, read at run time. */
export interface FuzzCorpus {
  readonly kbl: readonly { readonly name: string; readonly text: string }[]
  readonly wireviz: readonly { readonly name: string; readonly text: string }[]
}

/** What one case fed the engine: the kind of input, where it came from and how it was damaged. */
export interface FuzzCase {
  readonly index: number
  readonly kind: 'native' | 'kbl' | 'wireviz' | 'document'
  readonly source: string
  readonly mutation: string
}

/** How a case ended when nothing crashed: the input was refused with a message, or opened and derived. */
export type FuzzOutcome = 'refused' | 'derived'

const KINDS: readonly FuzzCase['kind'][] = ['native', 'kbl', 'wireviz', 'document']

/** A seeded source of numbers in [0, 1). */
function randomOf(seed: number): Random {
  const random = createRandom(seed >>> 0)
  return () => random.next()
}

/** The native documents the byte mutations start from: generated, imported and hostile ones. */
function nativeSources(corpus: FuzzCorpus): { readonly name: string; readonly bytes: Uint8Array }[] {
  const sources = [
    { name: 'generated S seed 1', bytes: encodeDocument(generateHarness('S', 1)) },
    { name: 'hostile document 7', bytes: encodeDocument(hostileDocument(randomOf(7))) },
    { name: 'hostile document 8', bytes: encodeDocument(hostileDocument(randomOf(8))) },
  ]
  const smallest = [...corpus.kbl].sort((a, b) => a.text.length - b.text.length)[0]
  const imported = smallest ? importKbl(smallest.text) : null
  if (smallest && imported?.ok) sources.push({ name: `imported ${smallest.name}`, bytes: encodeDocument(imported.records) })
  return sources
}

let natives: ReturnType<typeof nativeSources> | undefined

/**
 * The case `index` of the run with `seed`: which input it damages and how. The same seed and
 * index always give the same case, so a failure found in a long run replays on its own.
 */
export function describeCase(corpus: FuzzCorpus, seed: number, index: number): { readonly fuzzCase: FuzzCase; readonly input: () => Input } {
  const random = randomOf(Math.imul(seed, 0x9e3779b1) + index)
  const kind = KINDS[index % KINDS.length]!
  const base = { index, kind }
  switch (kind) {
    case 'native': {
      natives ??= nativeSources(corpus)
      const source = natives[Math.floor(random() * natives.length)]!
      const mutated = mutateBytes(source.bytes, random)
      return { fuzzCase: { ...base, source: source.name, mutation: mutated.mutation }, input: () => ({ kind, bytes: mutated.value, random }) }
    }
    case 'kbl':
    case 'wireviz': {
      const files = corpus[kind]
      if (files.length === 0) throw new RangeError(`fuzz: no ${kind} files in the corpus`)
      const file = files[Math.floor(random() * files.length)]!
      const mutated = mutateText(file.text, random)
      return { fuzzCase: { ...base, source: file.name, mutation: mutated.mutation }, input: () => ({ kind, text: mutated.value, random }) }
    }
    case 'document':
      return { fuzzCase: { ...base, source: 'hostile document', mutation: 'random edits' }, input: () => ({ kind, records: hostileDocument(random), random }) }
    default:
      return kind satisfies never
  }
}

/** An input ready to run: bytes, text or records, and the random source of the edits that follow. */
export type Input =
  | { readonly kind: 'native'; readonly bytes: Uint8Array; readonly random: Random }
  | { readonly kind: 'kbl' | 'wireviz'; readonly text: string; readonly random: Random }
  | { readonly kind: 'document'; readonly records: HarnessRecord[]; readonly random: Random }

/**
 * Runs one input through the engine as a user would: read it (native decoder, KBL or WireViz
 * importer), and when it reads, open it (editor, derived columns, spatial index), derive it whole,
 * build every report, then make random edits and check that the incremental derived data still
 * has a length for every wire. Expected failures come back as 'refused'; anything thrown is a
 * defect and propagates to the runner.
 */
export function runInput(input: Input): FuzzOutcome {
  let opened: OpenDocument
  switch (input.kind) {
    case 'native': {
      // Opened as the worker opens a file: the decoder's interned ids go to the store.
      const result = OpenDocument.decode(input.bytes, decodeDocument)
      if (!result.ok) return refused(result.message)
      opened = result.document
      break
    }
    case 'kbl': {
      const imported = importKbl(input.text)
      if (!imported.ok) return refused(imported.error.message)
      opened = OpenDocument.fromRecords(imported.records)
      break
    }
    case 'wireviz': {
      const imported = importWirevizHarness(input.text)
      if (!imported.ok) return refused(imported.error.message)
      opened = OpenDocument.fromRecords(imported.records)
      break
    }
    case 'document': {
      // A hostile document arrives as a file: written, then read back as any native document is.
      const result = OpenDocument.decode(encodeDocument(input.records), decodeDocument)
      if (!result.ok) return refused(result.message)
      opened = result.document
      break
    }
    default:
      return input satisfies never
  }
  exercise(opened, input.random)
  return 'derived'
}

function refused(message: string): FuzzOutcome {
  if (typeof message !== 'string' || message.length === 0) throw new Error('an input was refused without a message')
  return 'refused'
}

/** Derives and reports a document, then edits it at random, keeping derived data current. */
function exercise(opened: OpenDocument, random: Random): void {
  const doc = opened.editor.doc
  const incremental = new IncrementalDerived(doc)
  opened.editor.subscribe((event) => incremental.update(event.diff))
  const failures: unknown[] = []
  opened.editor.onListenerFailure(({ error }) => failures.push(error))
  report(doc)
  const segments = [...doc.all('segment')].map((s) => s.id)
  const nodes = [...doc.all('node')].map((n) => n.id)
  const wires = [...doc.all('wire')].map((w) => w.id)
  const all = [...opened.editor.store.allRecords()].map((r) => r.id).filter((id) => id !== 'settings')
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)]
  for (let edit = 0; edit < 6; edit++) {
    const segment = pick(segments)
    const choice = Math.floor(random() * 6)
    if (choice === 0 && segment) opened.editor.run(setSegmentLength, { segmentId: segment, length: (random() * 500) as never })
    else if (choice === 1 && segment) opened.editor.run(setProperties<'segment'>(), { typeName: 'segment', id: segment, patch: { length: (random() < 0.5 ? 0 : -1) as never } })
    else if (choice === 2 && nodes.length > 0) opened.editor.run(moveNode, { nodeId: pick(nodes)!, position: [random() * 100, random() * 100] })
    else if (choice === 3 && wires.length > 0) opened.editor.run(disconnectWireEnd, { wireId: pick(wires)!, end: random() < 0.5 ? 'A' : 'B' })
    else if (choice === 4 && all.length > 0) opened.editor.run(deleteRecords, { ids: [pick(all)!] })
    else opened.editor.undo()
  }
  if (failures.length > 0) throw failures[0]
  const derived = opened.derived.get()
  const count = [...doc.all('wire')].length
  if (derived.lengths.size !== count) throw new Error(`derived columns measure ${derived.lengths.size} of ${count} wires`)
  if (incremental.get().lengths.size !== count) throw new Error(`incremental derivation measures ${incremental.get().lengths.size} of ${count} wires`)
  report(doc)
}

/** Derives a document whole and builds every report from it, in both languages. */
function report(doc: DocReader): void {
  const derived = deriveHarness(doc)
  for (const kind of REPORT_KINDS) {
    buildReportSheet(kind, doc, derived, 'zh')
    buildReportSheet(kind, doc, derived, 'en')
  }
}
