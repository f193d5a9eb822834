import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { ApiError } from '../../lib/ApiError'

/** Largest avatar upload in bytes: 2 MB (spec 5, 9). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024
/** Side of the stored square avatar in pixels (spec 9). */
export const AVATAR_SIDE = 100
/** Largest decoded image accepted, in pixels, so a small file cannot expand into gigabytes (U4). */
export const AVATAR_MAX_PIXELS = 25_000_000

const ALLOWED = new Set(['image/jpeg', 'image/png', 'image/webp'])

/**
 * Turns uploaded bytes into the stored avatar: the type is sniffed from the bytes (the name and the
 * declared type are ignored), only JPEG, PNG and WebP pass, and the image is decoded with a pixel
 * limit and re-encoded to a 100x100 WebP without metadata, so nothing the upload carried beyond its
 * pixels survives (security U2-U4).
 */
export async function normaliseAvatar(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes)
  if (!type || !ALLOWED.has(type.mime)) throw new ApiError(400, 'avatarWrongType', { field: 'file' })
  try {
    return await sharp(bytes, { limitInputPixels: AVATAR_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer()
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (/pixel limit/i.test(message)) throw new ApiError(400, 'avatarTooManyPixels', { field: 'file' })
    throw new ApiError(400, 'avatarUnreadable', { field: 'file' })
  }
}
