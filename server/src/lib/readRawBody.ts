import type { Context } from 'koa'
import { ApiError } from './ApiError'

/** Shows a byte count the way limits are stated to users: 256 MiB, 64 KiB, 900 B. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / (1024 * 1024)).toFixed(1)} MiB`
  if (bytes >= 1024) return `${+(bytes / 1024).toFixed(1)} KiB`
  return `${bytes} B`
}

/**
 * Reads a raw request body (`application/octet-stream`) as it streams in, up to `maxBytes`: a
 * declared `Content-Length` over the limit is refused before reading anything, and a body that
 * grows past it (chunked, or lying about its length) is refused the moment it does, with 413
 * `fileTooLarge` naming the limit. Another content type answers 415.
 */
export async function readRawBody(ctx: Context, maxBytes: number): Promise<Uint8Array> {
  if (!ctx.is('application/octet-stream')) throw new ApiError(415, 'unsupportedMediaType')
  const tooLarge = () => new ApiError(413, 'fileTooLarge', { maxBytes }, { max: formatBytes(maxBytes) })
  const declared = ctx.request.length
  if (declared !== undefined && declared > maxBytes) throw tooLarge()
  const parts: Buffer[] = []
  let total = 0
  for await (const part of ctx.req as AsyncIterable<Buffer>) {
    total += part.length
    if (total > maxBytes) throw tooLarge()
    parts.push(part)
  }
  const all = Buffer.concat(parts, total)
  return new Uint8Array(all.buffer, all.byteOffset, all.byteLength)
}
