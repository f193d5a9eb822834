import type { MessageKey } from '@harness/protocol'
import { AVATAR_EDGE_PX, AVATAR_MAX_BYTES } from '../shellConfig'
import { whiteCanvas } from '../ui/whiteCanvas'

/**
 * The avatar picture before upload (spec 5 and 9): which picked files are accepted, and the crop
 * of the chosen square down to a 100x100 JPEG. Only `cropAvatar` touches the DOM, when called.
 */

/** MIME types accepted for an avatar. */
export const AVATAR_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp'])

/** The catalogue key of why `file` cannot be an avatar, or null when it can. */
export function checkAvatarFile(file: { readonly type: string; readonly size: number }): MessageKey | null {
  if (!AVATAR_TYPES.has(file.type)) return 'avatarWrongType'
  if (file.size >= AVATAR_MAX_BYTES) return 'avatarTooLarge'
  return null
}

/** A rectangle of the source image in its own pixels (what react-easy-crop reports). */
export interface PixelArea {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

/** JPEG quality of the cropped avatar, 0 to 1. */
const JPEG_QUALITY = 0.92

/** Draws `area` of the image at `src` onto a 100x100 canvas and encodes it as a JPEG Blob. */
export async function cropAvatar(src: string, area: PixelArea, edge: number = AVATAR_EDGE_PX): Promise<Blob> {
  const image = new Image()
  image.src = src
  await image.decode()
  // JPEG has no transparency: transparent PNG/WebP pixels become white, not black.
  const { canvas, context } = whiteCanvas(edge, edge)
  context.imageSmoothingQuality = 'high'
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, edge, edge)
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('cropAvatar: JPEG encoding failed'))), 'image/jpeg', JPEG_QUALITY)
  })
}
