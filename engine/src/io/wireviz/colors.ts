/**
 * WireViz wire and connector colours: two-letter IEC 60757 style codes (`RD`, `GNYE` for a
 * striped wire), `#rrggbb` hex colours, the standard colour codes (DIN 47100, IEC 60062, TEL
 * 25-pair, T568A/B, ...) and the `color_mode` that renders a colour in BOM descriptions
 * (`SHORT` as written, `FULL` names, `ger` German abbreviations, `hex`), upper- or lower-case.
 */

/** The base colours: code → [hex, full English name, German abbreviation]. */
const BASE_COLORS: Readonly<Record<string, readonly [string, string, string]>> = {
  BK: ['#000000', 'black', 'sw'],
  WH: ['#ffffff', 'white', 'ws'],
  GY: ['#999999', 'grey', 'gr'],
  PK: ['#ff66cc', 'pink', 'rs'],
  RD: ['#ff0000', 'red', 'rt'],
  OG: ['#ff8000', 'orange', 'or'],
  YE: ['#ffff00', 'yellow', 'ge'],
  OL: ['#708000', 'olive green', 'ol'],
  GN: ['#00ff00', 'green', 'gn'],
  TQ: ['#00ffff', 'turquoise', 'tk'],
  LB: ['#a0dfff', 'light blue', 'hb'],
  BU: ['#0066ff', 'blue', 'bl'],
  VT: ['#8000ff', 'violet', 'vi'],
  BN: ['#895956', 'brown', 'br'],
  BG: ['#ceb673', 'beige', 'bg'],
  IV: ['#f5f0d0', 'ivory', 'eb'],
  SL: ['#708090', 'slate', 'si'],
  CU: ['#d6775e', 'copper', 'ku'],
  SN: ['#aaaaaa', 'tin', 'vz'],
  SR: ['#84878c', 'silver', 'ag'],
  GD: ['#ffcf80', 'gold', 'au'],
}

const DEFAULT_HEX = '#ffffff'

function split(codes: string): string[] {
  return codes.trim().split(/\s+/)
}

/** The 25-pair telephone code: for each major colour, each minor colour gives a pair. */
function telCode(alt: boolean): string[] {
  const out: string[] = []
  const majors = ['WH', 'RD', 'BK', 'YE', 'VT']
  const minors = ['BU', 'OG', 'GN', 'BN', 'SL']
  for (const major of majors) {
    for (const minor of minors) {
      if (!alt) out.push(minor + major, major + minor)
      else if (major === 'WH') out.push(major + minor, minor)
      else out.push(major + minor, minor + major)
    }
  }
  return out
}

/** The standard colour codes a cable's `color_code` may name, wire 1 first. */
export const COLOR_CODES: Readonly<Record<string, readonly string[]>> = {
  DIN: split(`WH BN GN YE GY PK BU RD BK VT GYPK RDBU WHGN BNGN WHYE YEBN WHGY GYBN WHPK PKBN WHBU BNBU
    WHRD BNRD WHBK BNBK GYGN YEGY PKGN YEPK GNBU YEBU GNRD YERD GNBK YEBK GYBU PKBU GYRD PKRD GYBK PKBK
    BUBK RDBK WHBNBK YEGNBK GYPKBK RDBUBK WHGNBK BNGNBK WHYEBK YEBNBK WHGYBK GYBNBK WHPKBK PKBNBK WHBUBK
    BNBUBK WHRDBK BNRDBK`),
  IEC: split('BN RD OG YE GN BU VT GY WH BK'),
  BW: split('BK WH'),
  TEL: telCode(false),
  TELALT: telCode(true),
  T568A: split('WHGN GN WHOG BU WHBU OG WHBN BN'),
  T568B: split('WHOG OG WHGN BU WHBU GN WHBN BN'),
}

/** Whether `name` is a known colour code (`DIN`, `IEC`, ...). */
export function isColorCode(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(COLOR_CODES, name)
}

function lookup(code: string): readonly [string, string, string] | undefined {
  return Object.prototype.hasOwnProperty.call(BASE_COLORS, code) ? BASE_COLORS[code] : undefined
}

function pairs(input: string): string[] {
  const out: string[] = []
  for (let i = 0; i < input.length; i += 2) out.push(input.slice(i, i + 2))
  return out
}

/** Python `int(text, 16)` on a two-character slice, or null where Python raises. */
function hexByte(text: string): number | null {
  const t = text.trim()
  const m = /^[+-]?(?:0[xX]_?)?([0-9a-fA-F](?:_?[0-9a-fA-F])*)$/.exec(t)
  if (!m) return null
  const v = parseInt((m[1] as string).replace(/_/g, ''), 16)
  return t.startsWith('-') ? -v : v
}

/** Names each colour of `input` via `pick` (full name or German), as WireViz's colour translation does. */
function translateNames(input: string, pick: 1 | 2): string[] | null {
  if (input[0] === '#') {
    const out: string[] = []
    for (const h of input.toLowerCase().split(':')) {
      const known = Object.values(BASE_COLORS).find((c) => c[0] === h)
      if (known) {
        out.push(known[pick])
        continue
      }
      const rgb = [1, 3, 5].map((i) => hexByte(h.slice(i, i + 2)))
      if (rgb.some((v) => v === null)) return null
      out.push(`(${rgb.join(',')})`)
    }
    return out
  }
  return pairs(input).map((p) => lookup(p)?.[pick] ?? '??')
}

/** Hex values of each colour in `input`; a two-colour wire repeats its first colour (striped look). */
function hexColors(input: string): string[] | null {
  let out: string[]
  if (input[0] === '#') {
    const parts = input.split(':')
    if (parts.includes('')) return null // WireViz indexes c[0] of each part and fails on an empty one
    out = parts.map((c) => (c[0] === '#' && /^[0-9a-fA-F]*$/.test(c.slice(1)) ? c : DEFAULT_HEX))
  } else {
    out = pairs(input).map((p) => lookup(p)?.[0] ?? DEFAULT_HEX)
  }
  if (out.length === 2) out.push(out[0] as string)
  return out
}

/** Python `str.isupper()` / `islower()`: some cased character, and none of the other case. */
function caseOf(s: string): 'upper' | 'lower' | null {
  const hasUpper = s !== s.toLowerCase()
  const hasLower = s !== s.toUpperCase()
  if (hasUpper && !hasLower) return 'upper'
  if (hasLower && !hasUpper) return 'lower'
  return null
}

/**
 * The text of colour `input` in a BOM description under `colorMode` (`SHORT`, `full`, `GER`,
 * `hex`, ...): the mode's letter case is applied to the whole result. An empty colour gives "".
 * Returns an error message where WireViz raises (unknown mode, mixed-case mode, bad hex).
 */
export function translateColor(input: string, colorMode: string): { ok: true; text: string } | { ok: false; message: string } {
  if (input === '') return { ok: true, text: '' }
  const casing = caseOf(colorMode)
  if (casing === null) return { ok: false, message: `unknown color mode capitalization '${colorMode}'` }
  let out: string
  switch (colorMode.toLowerCase()) {
    case 'full': {
      const names = translateNames(input, 1)
      if (names === null) return { ok: false, message: `invalid hex colour '${input}'` }
      out = names.join('/')
      break
    }
    case 'ger': {
      const names = translateNames(input, 2)
      if (names === null) return { ok: false, message: `invalid hex colour '${input}'` }
      out = names.join('')
      break
    }
    case 'hex': {
      const hex = hexColors(input)
      if (hex === null) return { ok: false, message: `invalid hex colour '${input}'` }
      out = hex.join(':')
      break
    }
    case 'short':
      out = input
      break
    default:
      return { ok: false, message: `unknown color mode '${colorMode}'` }
  }
  return { ok: true, text: casing === 'upper' ? out.toUpperCase() : out.toLowerCase() }
}

/**
 * A WireViz wire colour as the colour codes of a harness document (base colour first, then
 * stripes; the IEC 60757 two-letter codes the KBL import also produces): `GNYE` → ['GN', 'YE'],
 * `#00ff00:#ffff00` → ['GN', 'YE'] (a hex colour that is exactly a WireViz base colour becomes its
 * code, any other stays as lower-case hex text), `''` or no colour → []. A text that is not a run
 * of known two-letter codes is kept upper-cased as one code, as the KBL import keeps unknown ones.
 */
export function wireColorCodes(input: unknown): string[] {
  if (typeof input !== 'string' || input.trim() === '') return []
  const text = input.trim()
  if (text.startsWith('#')) {
    return text.split(':').filter((h) => h !== '').map((h) => {
      const hex = h.toLowerCase()
      return Object.keys(BASE_COLORS).find((code) => BASE_COLORS[code]![0] === hex) ?? hex
    })
  }
  const upper = text.toUpperCase()
  const codes = pairs(upper)
  return upper.length % 2 === 0 && codes.every((c) => lookup(c) !== undefined) ? codes : [upper]
}
