/**
 * The central directory of a ZIP archive (APPNOTE.TXT 6.3: end of central directory record 4.3.16,
 * central file headers 4.3.12, local file headers 4.3.7), read from bytes held in memory. Only
 * what an xlsx file needs is accepted: one disk, no ZIP64, no encryption, entries stored or
 * deflated, every entry's data inside the file. Reading never inflates anything, so a hostile
 * archive costs only the time to walk its directory; sizes the directory claims are checked later
 * against what inflating really gives (`inflateEntry`).
 */

/** One file of the archive. */
export interface ZipEntry {
  readonly name: string
  /** 0 stored, 8 deflated. */
  readonly method: 0 | 8
  readonly crc32: number
  readonly compressedSize: number
  /** What the directory claims; not trusted until inflated. */
  readonly uncompressedSize: number
  /** Offset of the compressed data in the archive. */
  readonly dataOffset: number
}

/** The entries, or why the bytes are not a ZIP archive this reader accepts. */
export type ZipDirectoryRead = { readonly ok: true; readonly entries: ReadonlyMap<string, ZipEntry> } | { readonly ok: false; readonly message: string }

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const EOCD_SIZE = 22
const CENTRAL_SIZE = 46
const LOCAL_SIZE = 30
const MAX_COMMENT = 0xffff
/** More entries than any workbook has; a directory of millions of entries is refused unread. */
export const MAX_ZIP_ENTRIES = 10_000

function fail(message: string): ZipDirectoryRead {
  return { ok: false, message }
}

/** Offset of the end of central directory record, searching back over a possible comment, or -1. */
function findEndRecord(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE
  const first = Math.max(0, last - MAX_COMMENT)
  for (let at = last; at >= first; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE && at + EOCD_SIZE + view.getUint16(at + 20, true) === view.byteLength) return at
  }
  return -1
}

/** Reads the directory of the archive `bytes`. Never throws. */
export function readZipDirectory(bytes: Uint8Array): ZipDirectoryRead {
  if (bytes.byteLength < EOCD_SIZE) return fail('not a ZIP archive (too short)')
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const end = findEndRecord(view)
  if (end < 0) return fail('not a ZIP archive, or a truncated one (no end of central directory)')
  const disk = view.getUint16(end + 4, true)
  const directoryDisk = view.getUint16(end + 6, true)
  const onDisk = view.getUint16(end + 8, true)
  const count = view.getUint16(end + 10, true)
  const size = view.getUint32(end + 12, true)
  const offset = view.getUint32(end + 16, true)
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== count) return fail('a multi-disk ZIP archive')
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return fail('a ZIP64 archive (larger than any workbook this reads)')
  if (count > MAX_ZIP_ENTRIES) return fail(`more than ${MAX_ZIP_ENTRIES} entries`)
  if (offset + size > end) return fail('the central directory lies outside the file')

  const decoder = new TextDecoder('utf-8', { fatal: false })
  const entries = new Map<string, ZipEntry>()
  let at = offset
  for (let i = 0; i < count; i++) {
    if (at + CENTRAL_SIZE > offset + size || view.getUint32(at, true) !== CENTRAL_SIGNATURE) return fail(`central directory entry ${i + 1} is damaged`)
    const flags = view.getUint16(at + 8, true)
    const method = view.getUint16(at + 10, true)
    const crc32 = view.getUint32(at + 16, true)
    const compressedSize = view.getUint32(at + 20, true)
    const uncompressedSize = view.getUint32(at + 24, true)
    const nameLength = view.getUint16(at + 28, true)
    const extraLength = view.getUint16(at + 30, true)
    const commentLength = view.getUint16(at + 32, true)
    const localOffset = view.getUint32(at + 42, true)
    const next = at + CENTRAL_SIZE + nameLength + extraLength + commentLength
    if (next > offset + size) return fail(`central directory entry ${i + 1} is damaged`)
    const name = decoder.decode(bytes.subarray(at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength))
    if (flags & 1) return fail(`"${name}" is encrypted`)
    if (method !== 0 && method !== 8) return fail(`"${name}" uses compression method ${method}`)
    if (compressedSize === 0xffffffff || uncompressedSize === 0xffffffff || localOffset === 0xffffffff) return fail('a ZIP64 archive (larger than any workbook this reads)')
    if (localOffset + LOCAL_SIZE > offset || view.getUint32(localOffset, true) !== LOCAL_SIGNATURE) return fail(`the local header of "${name}" is missing`)
    const dataOffset = localOffset + LOCAL_SIZE + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true)
    if (dataOffset + compressedSize > offset) return fail(`the data of "${name}" runs past the end of the file`)
    if (entries.has(name)) return fail(`"${name}" is in the archive twice`)
    entries.set(name, { name, method, crc32, compressedSize, uncompressedSize, dataOffset })
    at = next
  }
  return { ok: true, entries }
}
