import { Readable } from 'node:stream'
import { asciiChunks, type AsciiPart } from './asciiXml'
import type { WorkbookParts } from './workbookParts'
import type { ZipEntry } from './zipDirectory'

/**
 * The archive handed to exceljs's streaming reader: only the parts a table import reads, in the
 * order that reader needs (workbook, relationships, styles, shared strings, then the one
 * worksheet), under the names it looks for. Its reader walks local headers in archive order and
 * parks a worksheet that comes before the shared strings in a temporary file; in this order it
 * never does, it never sees the other sheets, and it inflates only entries already inflated and
 * checked once (`inflateEntry`), so it cannot meet a damaged or oversized entry. The compressed
 * data is not copied: the stream hands out views of the uploaded bytes.
 */

const LOCAL_SIGNATURE = 0x04034b50
const EOCD_SIGNATURE = 0x06054b50
/** Names are UTF-8 (general purpose flag bit 11). */
const UTF8_FLAG = 0x0800
/** 1980-01-01, the earliest MS-DOS date. */
const DOS_DATE = 0x21

const EMPTY_SHARED_STRINGS = new TextEncoder().encode(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
)

function localHeader(name: string, method: number, crc: number, compressedSize: number, size: number): Uint8Array {
  const nameBytes = new TextEncoder().encode(name)
  const header = new Uint8Array(30 + nameBytes.byteLength)
  const view = new DataView(header.buffer)
  view.setUint32(0, LOCAL_SIGNATURE, true)
  view.setUint16(4, 20, true)
  view.setUint16(6, UTF8_FLAG, true)
  view.setUint16(8, method, true)
  view.setUint16(12, DOS_DATE, true)
  view.setUint32(14, crc, true)
  view.setUint32(18, compressedSize, true)
  view.setUint32(22, size, true)
  view.setUint16(26, nameBytes.byteLength, true)
  header.set(nameBytes, 30)
  return header
}

/**
 * The stream of a minimal archive holding `parts` of `archive` in the reader's order; a part
 * measured in `ascii` is stored (uncompressed) rewritten in ASCII, produced as the reader pulls it.
 */
export function workbookStream(archive: Uint8Array, parts: WorkbookParts, ascii: ReadonlyMap<ZipEntry, AsciiPart> = new Map()): Readable {
  const pieces: (Uint8Array | ZipEntry)[] = []
  const add = (name: string, entry: ZipEntry) => {
    const rewritten = ascii.get(entry)
    if (rewritten) {
      pieces.push(localHeader(name, 0, rewritten.crc32, rewritten.size, rewritten.size), entry)
      return
    }
    pieces.push(localHeader(name, entry.method, entry.crc32, entry.compressedSize, entry.uncompressedSize))
    pieces.push(archive.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize))
  }
  add('xl/workbook.xml', parts.workbook)
  add('xl/_rels/workbook.xml.rels', parts.workbookRels)
  if (parts.styles) add('xl/styles.xml', parts.styles)
  if (parts.sharedStrings) add('xl/sharedStrings.xml', parts.sharedStrings)
  else {
    pieces.push(localHeader('xl/sharedStrings.xml', 0, 0, EMPTY_SHARED_STRINGS.byteLength, EMPTY_SHARED_STRINGS.byteLength))
    pieces.push(EMPTY_SHARED_STRINGS)
  }
  add('xl/worksheets/sheet1.xml', parts.firstSheet)
  // An end record with no central directory: the reader stops at it.
  const end = new Uint8Array(22)
  new DataView(end.buffer).setUint32(0, EOCD_SIGNATURE, true)
  pieces.push(end)
  async function* chunks(): AsyncGenerator<Buffer> {
    for (const p of pieces) {
      if (p instanceof Uint8Array) yield Buffer.from(p.buffer, p.byteOffset, p.byteLength)
      else yield* asciiChunks(archive, p)
    }
  }
  return Readable.from(chunks(), { objectMode: false })
}
