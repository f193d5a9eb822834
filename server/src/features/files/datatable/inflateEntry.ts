import { crc32, createInflateRaw } from 'node:zlib'
import type { ZipEntry } from './zipDirectory'

/**
 * Inflates one ZIP entry while counting what comes out, so an archive that claims little and
 * inflates to gigabytes (a zip bomb) is stopped at `maxBytes` having held one chunk at a time.
 * The result must also match the size and CRC-32 the directory states, so a damaged or truncated
 * entry is refused here, before any XML reader sees it.
 */

/** The inflated size, or why the entry was refused. */
export type InflateResult = { readonly ok: true; readonly size: number } | { readonly ok: false; readonly message: string }

/**
 * Inflates `entry` of `archive`, handing each chunk to `onChunk` (which must not keep it beyond
 * its own needs) and stopping as soon as more than `maxBytes` come out. Never throws.
 */
export function inflateEntry(archive: Uint8Array, entry: ZipEntry, maxBytes: number, onChunk: (chunk: Uint8Array) => void = () => undefined): Promise<InflateResult> {
  const data = archive.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize)
  const tooLarge: InflateResult = { ok: false, message: `"${entry.name}" inflates to more than ${maxBytes} bytes` }
  const check = (size: number, crc: number): InflateResult => {
    if (size !== entry.uncompressedSize || crc !== entry.crc32) return { ok: false, message: `"${entry.name}" is damaged (size or checksum differs)` }
    return { ok: true, size }
  }
  if (entry.uncompressedSize > maxBytes) return Promise.resolve(tooLarge)
  if (entry.method === 0) {
    onChunk(data)
    return Promise.resolve(check(data.byteLength, crc32(data)))
  }
  return new Promise<InflateResult>((resolve) => {
    const inflater = createInflateRaw()
    let size = 0
    let crc = 0
    let settled = false
    const settle = (result: InflateResult) => {
      if (settled) return
      settled = true
      inflater.removeAllListeners('data')
      inflater.destroy()
      resolve(result)
    }
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > maxBytes) return settle(tooLarge)
      crc = crc32(chunk, crc)
      try {
        onChunk(chunk)
      } catch (error) {
        settle({ ok: false, message: `"${entry.name}": ${error instanceof Error ? error.message : String(error)}` })
      }
    })
    inflater.on('error', () => settle({ ok: false, message: `"${entry.name}" is damaged (its compressed data does not inflate)` }))
    inflater.on('end', () => settle(check(size, crc)))
    inflater.end(data)
  })
}

/** Inflates `entry` into text (UTF-8), for the small XML parts of a workbook. Never throws. */
export async function inflateText(archive: Uint8Array, entry: ZipEntry, maxBytes: number): Promise<{ ok: true; text: string } | { ok: false; message: string }> {
  const chunks: Uint8Array[] = []
  const result = await inflateEntry(archive, entry, maxBytes, (chunk) => chunks.push(chunk))
  if (!result.ok) return result
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') }
}
