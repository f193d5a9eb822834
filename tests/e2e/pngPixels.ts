import { inflateSync } from 'node:zlib'

/** An image's pixels as 8-bit RGBA rows. */
export interface Pixels {
  readonly width: number
  readonly height: number
  readonly rgba: Uint8Array
}

/**
 * Decodes a PNG as Chromium's screenshots write it: 8-bit truecolour with or without alpha, not
 * interlaced (PNG spec, ISO/IEC 15948, sections 11.2 and 9: the five row filters). Anything else
 * throws, naming what it met.
 */
export function decodePng(png: Uint8Array): Pixels {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  let at = 8
  let width = 0
  let height = 0
  let channels = 0
  const data: Uint8Array[] = []
  while (at < png.length) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8))
    const body = png.subarray(at + 8, at + 8 + length)
    if (type === 'IHDR') {
      width = view.getUint32(at + 8)
      height = view.getUint32(at + 12)
      const depth = body[8]!
      const colour = body[9]!
      if (depth !== 8 || (colour !== 2 && colour !== 6) || body[12] !== 0) throw new Error(`png: depth ${depth}, colour type ${colour}, interlace ${body[12]} not supported`)
      channels = colour === 6 ? 4 : 3
    } else if (type === 'IDAT') data.push(body)
    else if (type === 'IEND') break
    at += 12 + length
  }
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * channels
  const out = new Uint8Array(width * height * 4)
  let prev = new Uint8Array(stride)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const cur = new Uint8Array(stride)
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? cur[i - channels]! : 0
      const b = prev[i]!
      const c = i >= channels ? prev[i - channels]! : 0
      let v = line[i]!
      if (filter === 1) v += a
      else if (filter === 2) v += b
      else if (filter === 3) v += (a + b) >> 1
      else if (filter === 4) {
        const p = a + b - c
        const pa = Math.abs(p - a)
        const pb = Math.abs(p - b)
        const pc = Math.abs(p - c)
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      }
      cur[i] = v & 255
    }
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 4
      out[o] = cur[x * channels]!
      out[o + 1] = cur[x * channels + 1]!
      out[o + 2] = cur[x * channels + 2]!
      out[o + 3] = channels === 4 ? cur[x * channels + 3]! : 255
    }
    prev = cur
  }
  return { width, height, rgba: out }
}

/** How many pixels of `pixels` are within `tolerance` (per channel) of the colour 0xRRGGBB. */
export function countColour(pixels: Pixels, colour: number, tolerance = 24): number {
  const r = (colour >> 16) & 255
  const g = (colour >> 8) & 255
  const b = colour & 255
  let n = 0
  for (let i = 0; i < pixels.rgba.length; i += 4) {
    if (Math.abs(pixels.rgba[i]! - r) <= tolerance && Math.abs(pixels.rgba[i + 1]! - g) <= tolerance && Math.abs(pixels.rgba[i + 2]! - b) <= tolerance) n += 1
  }
  return n
}
