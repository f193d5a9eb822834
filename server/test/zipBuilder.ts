import { crc32, deflateRawSync } from 'node:zlib'

/**
 * ZIP archives built byte by byte for tests of the xlsx reader: small workbooks written as XML,
 * archives that are not workbooks, damaged ones and zip bombs. Each entry is stored or deflated;
 * `claimedSize` lets an entry state a size other than the real one, as hostile archives do.
 */

/** One file to put in an archive. */
export interface ZipFile {
  readonly name: string
  /** The contents, or for `raw` the already deflated data. */
  readonly data: Uint8Array | string
  /** Stored instead of deflated. */
  readonly stored?: boolean
  /** `data` is a raw deflate stream to put in as it is. */
  readonly raw?: boolean
  /** The uncompressed size written in the headers (default: the real one). */
  readonly claimedSize?: number
}

function bytesOf(data: Uint8Array | string): Uint8Array {
  return typeof data === 'string' ? new TextEncoder().encode(data) : data
}

/** The bytes of a ZIP archive holding `files` in order, with a central directory and end record. */
export function zip(files: readonly ZipFile[]): Uint8Array {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const file of files) {
    const content = bytesOf(file.data)
    const data = file.raw || file.stored ? content : deflateRawSync(content)
    const size = file.claimedSize ?? (file.raw ? 0 : content.byteLength)
    const crc = file.raw ? 0 : crc32(content)
    const name = Buffer.from(file.name, 'utf8')
    const method = file.stored ? 0 : 8
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(method, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(data.byteLength, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(name.byteLength, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(method, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(data.byteLength, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(name.byteLength, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, Buffer.from(data))
    centrals.push(central, name)
    offset += 30 + name.byteLength + data.byteLength
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(files.length, 8)
  end.writeUInt16LE(files.length, 10)
  end.writeUInt32LE(directory.byteLength, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}

/**
 * A raw deflate stream that inflates to `megabytes` MiB of zeros from about a thousandth of that:
 * one compressed MiB repeated (each copy ends on a sync flush, so copies follow each other), then
 * an empty final block.
 */
export function zeroBomb(megabytes: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: 2 /* Z_SYNC_FLUSH */ })
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])])
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'

/**
 * The files of a minimal workbook: `sheets` in workbook order, each a sheetData body and the
 * file it is stored as; an optional shared-string table and workbook properties.
 */
export function workbookFiles(sheets: readonly { readonly file: string; readonly body: string }[], options: { sharedStrings?: readonly string[]; workbookPr?: string } = {}): ZipFile[] {
  const sheetTags = sheets.map((s, i) => `<sheet name="S${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')
  const rels = sheets.map((s, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="${s.file}"/>`).join('')
  const files: ZipFile[] = [
    { name: '[Content_Types].xml', data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>' },
    { name: 'xl/workbook.xml', data: `<?xml version="1.0"?><workbook xmlns="${MAIN}" xmlns:r="${REL}">${options.workbookPr ?? ''}<sheets>${sheetTags}</sheets></workbook>` },
    { name: 'xl/_rels/workbook.xml.rels', data: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>` },
    ...sheets.map((s) => ({ name: `xl/${s.file}`, data: `<?xml version="1.0"?><worksheet xmlns="${MAIN}">${s.body}</worksheet>` })),
  ]
  if (options.sharedStrings) {
    const items = options.sharedStrings.map((t) => `<si><t>${t}</t></si>`).join('')
    files.push({ name: 'xl/sharedStrings.xml', data: `<?xml version="1.0"?><sst xmlns="${MAIN}">${items}</sst>` })
  }
  return files
}
