import { foldSearchText, partNumberIdentity, partNumberKey, type SearchRecordKind } from '@harness/protocol'
import type { HarnessRecord } from '../model/records'

/**
 * The content index of a harness version: what the text search finds inside the file, in two
 * texts. `lines` has one line per record (lines joined by '\n'), each of seven tab-separated
 * fields:
 *
 *     recordId  kind  label  partNumber  foldedLabel  foldedPartNumber  partNumberKey
 *
 * - `recordId`: the record a hit selects when the file opens;
 * - `kind`: a {@link SearchRecordKind};
 * - `label`: the record's name as written (a designator, a wire number), or a note's text;
 * - `partNumber`: its part number as written;
 * - `foldedLabel`, `foldedPartNumber`: their folds (`foldSearchText`), written only where the fold
 *   differs from the text (capitals, accents, full-width forms). Text that is its own fold
 *   (lower-case Latin, digits, Chinese) is stored once. Every folded word of the record is thus in
 *   its line as written, and a search of the text for a folded word finds its lines;
 * - `partNumberKey`: the part number without separators (`partNumberKey`), written only where it
 *   differs from the part number's fold, so "70411.5" meets "DJ7041-1.5-21".
 *
 * `terms` holds each distinct folded label, folded part number and key of the file once, one per
 * line: a tenth of the size of `lines` for a large harness (100,000 wires share a few hundred part
 * numbers), so finding the files that may hold a word (`LIKE '%word%'`, with its trigram index) and
 * keeping that index current on every save stay cheap; `lines` is read only for the files found.
 *
 * Empty fields at the end of a line are left out. Tabs, line breaks and other control characters
 * in texts become spaces. Connectors, splices, wires, cables, wire groups, coverings, fixings,
 * modules and configurations have a line each (when they have a name or a part number); notes
 * (labels, tables) by their text; terminals and seals one line per part number, selecting the wire
 * (or connector) of the first one, since a harness has thousands of each and few numbers.
 * Descriptions are not indexed: they are the library's text, found through its parts.
 *
 * Worked example: a wire `W12` of part `FLRY-B 0.35` is the line
 * `wire:W12⇥wire⇥W12⇥FLRY-B 0.35⇥w12⇥flry-b 0.35⇥flryb035` and adds the terms `w12`,
 * `flry-b 0.35` and `flryb035`; a splice `接点1` without a part number is `splice:1⇥splice⇥接点1`.
 */

/** The content index of one harness version (see the module comment). */
export interface HarnessSearchText {
  /** One line per record found by the search. */
  readonly lines: string
  /** Every distinct folded text of the lines, one per line. */
  readonly terms: string
}

/** Longest label kept, in characters (a note's text beyond it is not searched). */
export const SEARCH_LABEL_MAX = 500

/** One line of a content index, read back. */
export interface SearchLine {
  readonly recordId: string
  readonly kind: SearchRecordKind
  readonly label: string
  readonly partNumber: string
  /** The label as the search compares it (its fold). */
  readonly labelText: string
  /** The part number as the search compares it (its fold). */
  readonly partNumberText: string
  /** The part number without separators ('' when it has none). */
  readonly partNumberKey: string
}

/** Control characters and white space runs, which become one space. */
const CONTROL_OR_SPACE = /[\s\u0000-\u001f\u007f]+/gu

/** Printable ASCII without spaces at either end: a field as it is (most designators and part numbers). */
const PLAIN = /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/

/** Printable ASCII without capitals: its own fold. */
const FOLDED_ASCII = /^[\x20-\x40\x5b-\x7e]*$/

/** A text as a field holds it: one line, trimmed, at most {@link SEARCH_LABEL_MAX} characters. */
function fieldText(text: string): string {
  if (text.length <= SEARCH_LABEL_MAX && (text === '' || PLAIN.test(text))) return text
  const flat = text.replace(CONTROL_OR_SPACE, ' ').trim()
  return flat.length <= SEARCH_LABEL_MAX ? flat : [...flat].slice(0, SEARCH_LABEL_MAX).join('')
}

/** The fold of `text` when it differs from `text`, else ''. */
function foldTail(text: string): string {
  if (FOLDED_ASCII.test(text)) return ''
  const folded = foldSearchText(text)
  return folded === text ? '' : folded
}

/** The stored fields of a part number (memoised: a harness names few numbers many times). */
type NumberFields = readonly [partNumber: string, folded: string, key: string]

/** A record id that cannot stand in a line (a tab or a line break in it). */
const NOT_AN_ID = /[\u0000-\u001f]/

/** Builds the lines and terms of one harness. */
class IndexWriter {
  private readonly lines: string[] = []
  private readonly terms = new Set<string>()
  private readonly numbers = new Map<string, NumberFields>()

  /** Adds the line of a record; a record with neither label nor part number has none. */
  add(recordId: string, kind: SearchRecordKind, label: string, partNumber: string): void {
    const name = fieldText(label)
    const [number, numberTail, key] = this.numberFields(partNumber)
    if ((name === '' && number === '') || NOT_AN_ID.test(recordId)) return
    const tails = [foldTail(name), numberTail, key]
    if (name !== '') this.terms.add(tails[0] || name)
    let line = `${recordId}\t${kind}\t${name}`
    // Empty fields at the end are left out.
    const last = tails[2] !== '' ? 3 : tails[1] !== '' ? 2 : tails[0] !== '' ? 1 : 0
    if (number !== '' || last > 0) line += `\t${number}`
    for (let i = 0; i < last; i++) line += `\t${tails[i]}`
    this.lines.push(line)
  }

  private numberFields(partNumber: string): NumberFields {
    let fields = this.numbers.get(partNumber)
    if (fields === undefined) {
      const number = fieldText(partNumber)
      const key = partNumberKey(number)
      fields = [number, foldTail(number), key === foldSearchText(number) ? '' : key]
      this.numbers.set(partNumber, fields)
      // A number's terms go in once, when it is first met.
      if (number !== '') this.terms.add(fields[1] || number)
      if (fields[2] !== '') this.terms.add(fields[2])
    }
    return fields
  }

  index(): HarnessSearchText {
    return { lines: this.lines.join('\n'), terms: [...this.terms].join('\n') }
  }
}

/** The record types indexed by their own name and part number, with the kind their line says. */
const NAMED: ReadonlySet<string> = new Set(['connector', 'splice', 'wire', 'multicore', 'wireGroup', 'protection', 'fixing', 'module', 'configuration'])

/**
 * The content index of a harness (see the module comment), its lines in record order. Runs in the
 * document worker on every save, upload, import and restore; it is kept for the file's current
 * version.
 */
export function harnessSearchText(records: readonly HarnessRecord[]): HarnessSearchText {
  const writer = new IndexWriter()
  const terminals = new FirstOfNumber()
  const seals = new FirstOfNumber()
  for (const record of records) {
    switch (record.typeName) {
      case 'terminal':
        terminals.note(record.partNumber, record.wireId)
        break
      case 'seal':
        seals.note(record.partNumber, record.cavityId)
        break
      case 'label':
        writer.add(record.id, 'label', record.text, '')
        break
      case 'table':
        writer.add(record.id, 'table', record.cells.filter((c) => c.trim() !== '').join(' '), '')
        break
      default:
        if (NAMED.has(record.typeName)) {
          const named = record as { readonly id: string; readonly typeName: SearchRecordKind; readonly name: string; readonly partNumber?: string }
          writer.add(named.id, named.typeName, named.name, named.partNumber ?? '')
        }
    }
  }
  for (const { select, partNumber } of terminals.firsts()) writer.add(select, 'terminal', '', partNumber)
  // A seal selects the connector of its cavity: only the few cavities of the first seals are looked up.
  const cavities = new Set(seals.firsts().map((s) => s.select))
  const connectorOf = new Map<string, string>()
  if (cavities.size > 0) for (const r of records) if (r.typeName === 'cavity' && cavities.has(r.id)) connectorOf.set(r.id, r.connectorId)
  for (const { select, partNumber } of seals.firsts()) writer.add(connectorOf.get(select) ?? select, 'seal', '', partNumber)
  return writer.index()
}

/** The first record noted for each part-number identity (a harness names few numbers on many terminals and seals). */
class FirstOfNumber {
  private readonly seen = new Set<string>()
  private readonly byIdentity = new Map<string, { readonly select: string; readonly partNumber: string }>()

  note(partNumber: string, select: string): void {
    if (this.seen.has(partNumber)) return
    this.seen.add(partNumber)
    const identity = partNumberIdentity(partNumber)
    if (identity !== '' && !this.byIdentity.has(identity)) this.byIdentity.set(identity, { select, partNumber })
  }

  firsts(): { readonly select: string; readonly partNumber: string }[] {
    return [...this.byIdentity.values()]
  }
}

/** Reads one line of a content index's `lines`; null for a line that is not one (fewer than three fields). */
export function readSearchLine(line: string): SearchLine | null {
  const f = line.split('\t')
  if (f.length < 3) return null
  const label = f[2]!
  const partNumber = f[3] ?? ''
  const partNumberText = f[5] || partNumber
  return { recordId: f[0]!, kind: f[1] as SearchRecordKind, label, partNumber, labelText: f[4] || label, partNumberText, partNumberKey: f[6] || partNumberText }
}
