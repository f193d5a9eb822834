import { PROTECTION_MATERIAL_NAMES } from '@harness/protocol'

/**
 * The texts reports make up where a record has none of its own (a BOM line's description of a
 * part without one, "(no part number)", an assembly step's note), named in the report's language.
 * The report rows keep the English forms (the goldens and the command-line JSON read them); a
 * sheet puts through {@link generatedText} only what the report made up (a BOM line says when its
 * description is, `generatedDescription`; notes always are), never a designer's text.
 *
 * Example: "4-way connector" → "4 孔连接器"; "pvcTape 19 mm" → "PVC 胶带 19 mm" (zh) or
 * "PVC tape 19 mm" (en); a description a designer wrote comes back as it is.
 */

/** Protection materials by code: Chinese and English names (a Map: no inherited keys such as "constructor"). */
const MATERIALS: ReadonlyMap<string, readonly [zh: string, en: string]> = new Map(Object.entries(PROTECTION_MATERIAL_NAMES))

/** Whole texts and their Chinese and English forms: generated descriptions and coded notes. */
const WHOLE: ReadonlyMap<string, readonly [zh: string, en: string]> = new Map(Object.entries({
  '(no part number)': ['（无料号）', '(no part number)'],
  terminal: ['端子', 'terminal'], 'cavity seal': ['防水栓', 'cavity seal'], 'cavity plug': ['堵头', 'cavity plug'],
  splice: ['接点', 'splice'], clip: ['卡扣', 'clip'], grommet: ['过线胶圈', 'grommet'],
  'no terminal on this wire end': ['该线端未配端子', 'no terminal on this wire end'],
  openEnd: ['导线有一端未连接', 'a wire end is attached to nothing'],
  cannotConnectToGraph: ['两端不在同一线束中，无法布线', 'the two ends lie in separate bundles'],
  nonPositiveLength: ['长度无效', 'the length is not positive'],
  tapeTooNarrow: ['胶带过窄，无法按包扎方式覆盖', 'the tape is too narrow for its winding'],
  emptyRun: ['包扎范围为空', 'the run covers nothing'],
} satisfies Record<string, readonly [string, string]>))

/** Texts made of a pattern and a number or code: the match and the forms in each language. */
const PATTERNS: readonly { readonly match: RegExp; readonly zh: (m: RegExpMatchArray) => string; readonly en: (m: RegExpMatchArray) => string }[] = [
  { match: /^(\d+)-way connector$/, zh: (m) => `${m[1]} 孔连接器`, en: (m) => m[0] },
  { match: /^wire (\S+) mm²( \S+)?$/, zh: (m) => `导线 ${m[1]} mm²${m[2] ?? ''}`, en: (m) => m[0] },
  { match: /^multicore, (\d+) cores$/, zh: (m) => `多芯线，${m[1]} 芯`, en: (m) => m[0] },
  { match: /^(\d+) wire end\(s\) at the splice$/, zh: (m) => `接点处只有 ${m[1]} 个线端`, en: (m) => (m[1] === '1' ? '1 wire end at the splice' : m[0].replace('end(s)', 'ends')) },
  { match: /^lay length (\S+) mm$/, zh: (m) => `绞距 ${m[1]} mm`, en: (m) => m[0] },
  { match: /^(\w+) (\S+) mm$/, zh: (m) => (MATERIALS.has(m[1]!) ? `${MATERIALS.get(m[1]!)![0]} ${m[2]} mm` : m[0]), en: (m) => (MATERIALS.has(m[1]!) ? `${MATERIALS.get(m[1]!)![1]} ${m[2]} mm` : m[0]) },
]

/** `text` (a generated BOM description, the "(no part number)" mark or an assembly note) in `language`; text of no known form as it is. */
export function generatedText(text: string, language: 'zh' | 'en'): string {
  const at = language === 'zh' ? 0 : 1
  const whole = WHOLE.get(text) ?? MATERIALS.get(text)
  if (whole) return whole[at]
  for (const p of PATTERNS) {
    const m = text.match(p.match)
    if (m) return language === 'zh' ? p.zh(m) : p.en(m)
  }
  return text
}
