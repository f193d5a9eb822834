/**
 * The screen colours of wire insulation colour codes, for drawing wires in their own colours.
 *
 * Wires carry IEC 60757 two-letter codes (`BK`, `RD`, ...; KBL's German abbreviations `sw`, `rt`,
 * ... are mapped to them on import, see `io/kbl/kblParts.ts`). IEC 60757 names colours, it does not
 * fix screen values: the values here are the plain sRGB colour of each name, lightened or darkened
 * just enough that black reads on a dark bundle and white on a light sheet.
 *
 * Example: `wireColour('RD')` is 0xd32f2f; `wireColour('??')` is {@link UNKNOWN_WIRE_COLOUR}.
 */

/** 0xRRGGBB of each IEC 60757 code the engine knows. */
const IEC_60757: Readonly<Record<string, number>> = {
  BK: 0x202020, // black
  BN: 0x8b5a2b, // brown
  RD: 0xd32f2f, // red
  OG: 0xf57c00, // orange
  YE: 0xfbc02d, // yellow
  GN: 0x2e9d4a, // green
  BU: 0x1e6fd9, // blue
  VT: 0x8e44ad, // violet
  GY: 0x9e9e9e, // grey
  WH: 0xf5f5f5, // white
  PK: 0xf48fb1, // pink
  GD: 0xc9a227, // gold
  TQ: 0x26c6da, // turquoise
  SR: 0xc0c0c0, // silver
}

/** The colour drawn for a code the table does not know (mid grey, clearly not one of the above). */
export const UNKNOWN_WIRE_COLOUR = 0xb0b8c4

/** Marks "no stripe" in a lane's stripe colour (outside the 24-bit colour range). */
export const NO_STRIPE = 0xffffffff

/** The 0xRRGGBB screen colour of IEC 60757 colour code `code` (case-insensitive). */
export function wireColour(code: string): number {
  return IEC_60757[code.trim().toUpperCase()] ?? UNKNOWN_WIRE_COLOUR
}

/**
 * The base and first stripe colour of a wire with colour codes `colors` (base first, then
 * stripes): the base colour ({@link UNKNOWN_WIRE_COLOUR} when none is given) and the stripe's, or
 * {@link NO_STRIPE} for a plain wire.
 */
export function wireColours(colors: readonly string[]): readonly [base: number, stripe: number] {
  const base = colors.length > 0 ? wireColour(colors[0]!) : UNKNOWN_WIRE_COLOUR
  const stripe = colors.length > 1 ? wireColour(colors[1]!) : NO_STRIPE
  return [base, stripe]
}
