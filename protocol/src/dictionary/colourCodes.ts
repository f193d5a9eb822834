/**
 * Wire colour codes: the two-letter codes of IEC 60757 ("Code for designation of colours"), their
 * names in Chinese and English, and the German abbreviations and names found in KBL files (VW and
 * others write sw, rt, ws ...). The engine draws wires with the
 * IEC codes and reads KBL colours through this table.
 */

/** One colour of the code. */
export interface ColourCode {
  /** IEC 60757 code, e.g. 'RD'. */
  readonly code: string
  readonly zh: string
  readonly en: string
  /** German abbreviations as KBL files write them, lower case. */
  readonly de: readonly string[]
  /** German names, lower case, with and without umlauts. */
  readonly deNames: readonly string[]
  /** A display colour for swatches, #rrggbb. */
  readonly swatch: string
}

/** The colours of IEC 60757 in the standard's order, plus green-yellow (the protective-earth pair). */
export const COLOUR_CODES: readonly ColourCode[] = [
  { code: 'BK', zh: '黑', en: 'black', de: ['sw'], deNames: ['schwarz'], swatch: '#111111' },
  { code: 'BN', zh: '棕', en: 'brown', de: ['br'], deNames: ['braun'], swatch: '#7b4a1e' },
  { code: 'RD', zh: '红', en: 'red', de: ['rt'], deNames: ['rot'], swatch: '#d62828' },
  { code: 'OG', zh: '橙', en: 'orange', de: ['or'], deNames: ['orange'], swatch: '#f77f00' },
  { code: 'YE', zh: '黄', en: 'yellow', de: ['ge'], deNames: ['gelb'], swatch: '#f5c400' },
  { code: 'GN', zh: '绿', en: 'green', de: ['gn'], deNames: ['grün', 'gruen'], swatch: '#2a9d3a' },
  { code: 'BU', zh: '蓝', en: 'blue', de: ['bl'], deNames: ['blau'], swatch: '#1d5fd1' },
  { code: 'VT', zh: '紫', en: 'violet', de: ['vi', 'li'], deNames: ['violett', 'lila'], swatch: '#7b3fb3' },
  { code: 'GY', zh: '灰', en: 'grey', de: ['gr'], deNames: ['grau'], swatch: '#8a8f98' },
  { code: 'WH', zh: '白', en: 'white', de: ['ws'], deNames: ['weiß', 'weiss'], swatch: '#f4f4f4' },
  { code: 'PK', zh: '粉红', en: 'pink', de: ['rs'], deNames: ['rosa'], swatch: '#f28cb1' },
  { code: 'GD', zh: '金', en: 'gold', de: ['gd'], deNames: ['gold'], swatch: '#c9a227' },
  { code: 'TQ', zh: '青绿', en: 'turquoise', de: ['tk'], deNames: ['türkis', 'tuerkis'], swatch: '#1fb5ad' },
  { code: 'SR', zh: '银', en: 'silver', de: ['sr'], deNames: ['silber'], swatch: '#c0c4c8' },
  { code: 'GNYE', zh: '绿黄', en: 'green-yellow', de: [], deNames: [], swatch: '#7fbf1f' },
]

const BY_WORD = new Map<string, string>()
for (const c of COLOUR_CODES) {
  for (const word of [c.code, c.en, c.zh, `${c.zh}色`, ...c.de, ...c.deNames]) BY_WORD.set(word.toLowerCase(), c.code)
}
// English spellings and three-letter forms other tools write.
for (const [word, code] of [['blk', 'BK'], ['gray', 'GY'], ['purple', 'VT']] as const) BY_WORD.set(word, code)

/**
 * The IEC 60757 code of a colour as a file or a designer writes it: a code, an English or Chinese
 * name ('红', '红色'), a German abbreviation or name ('sw', 'rot', 'weiß'), in any case; null when
 * the table does not know it.
 */
export function colourCodeOf(value: string): string | null {
  return BY_WORD.get(value.trim().toLowerCase()) ?? null
}

/** Most colours a wire states: its base colour and up to three stripes. */
export const WIRE_COLOURS_MAX = 4

/** The Chinese names of the colours, the longest first (粉红 before 红), for reading names written together. */
const ZH_NAMES = COLOUR_CODES.map((c) => c.zh).sort((a, b) => b.length - a.length)

/**
 * A wire's colours as a designer types them: codes or names between "/", "-", ",", "+" or spaces
 * ("RD/BK", "GN-YE", "rt sw", "red/black"), or Chinese names, also written together ("红黑", "红/黑",
 * "粉红白"), base colour first; each read by {@link colourCodeOf}. Answers the IEC 60757 codes
 * (at most {@link WIRE_COLOURS_MAX}; none for an empty text), or the first word the table does
 * not know. Example: "红/bk" → ['RD', 'BK']; "RD/XX" → unknown "XX".
 */
export function readWireColours(text: string): { readonly ok: true; readonly codes: string[] } | { readonly ok: false; readonly unknown: string } | { readonly ok: false; readonly tooMany: number } {
  const codes: string[] = []
  for (const word of text.split(/[\s/,，、+\-]+/u).filter((w) => w !== '')) {
    const known = colourCodeOf(word)
    if (known !== null) {
      codes.push(known)
      continue
    }
    // Chinese names written together: the longest name at each place.
    let rest = word
    while (rest !== '') {
      const name = ZH_NAMES.find((zh) => rest.startsWith(zh))
      if (name === undefined) return { ok: false, unknown: word }
      codes.push(colourCodeOf(name)!)
      rest = rest.slice(name.length).replace(/^色/u, '')
    }
  }
  return codes.length > WIRE_COLOURS_MAX ? { ok: false, tooMany: codes.length } : { ok: true, codes }
}
