import type { Locale } from '@harness/protocol'

/**
 * A design-rule finding's detail in the interface language. The engine writes details in English
 * from a few fixed forms (designRules.ts, catalogChecks.ts) with the items' names in them; the
 * Chinese interface reads each form and names the items the same way. A detail of no known form
 * (a name or part number alone) is shown as it is.
 *
 * Example: "W3 A in X1: no terminal of HB-C-04U takes 2.5 mm² / 1.3 mm" → "X1 中 W3 的 A 端：
 * HB-C-04U 没有适用于 2.5 mm² / 1.3 mm 的端子".
 */
export function findingDetailText(detail: string, locale: Locale): string {
  if (locale === 'en' || detail === '') return detail
  return detail.split('; ').map(partZh).join('；')
}

const WHOLE: Readonly<Record<string, string>> = {
  'the two ends lie in separate bundles': '两端位于互不相连的线束中',
  'a wire end is attached to nothing': '导线有一端未连接',
}

/** The end-part problems of catalogChecks.ts after "W3 A in X1: ". */
const END_PROBLEMS: readonly { readonly match: RegExp; readonly zh: (m: RegExpMatchArray) => string }[] = [
  { match: /^terminal (.+) does not take (\S+) mm² \/ (\S+) mm$/, zh: (m) => `端子 ${m[1]} 不适用于 ${m[2]} mm² / ${m[3]} mm` },
  { match: /^no terminal of (.+) takes (\S+) mm² \/ (\S+) mm$/, zh: (m) => `${m[1]} 没有适用于 ${m[2]} mm² / ${m[3]} mm 的端子` },
  { match: /^sealed housing (.+) has no seal in the cavity$/, zh: (m) => `防水护套 ${m[1]} 的孔位中没有防水栓` },
  { match: /^seal (.+) does not take (\S+) mm$/, zh: (m) => `防水栓 ${m[1]} 不适用于外径 ${m[2]} mm` },
]

function partZh(part: string): string {
  const whole = WHOLE[part]
  if (whole) return whole
  const end = part.match(/^(.+) ([AB]) in (.+?): (.+)$/)
  if (end) {
    for (const p of END_PROBLEMS) {
      const m = end[4]!.match(p.match)
      if (m) return `${end[3]} 中 ${end[1]} 的 ${end[2]} 端：${p.zh(m)}`
    }
  }
  const fitted = part.match(/^(seal|plug) in (.+)$/)
  if (fitted) return `${fitted[2]} 中的${fitted[1] === 'seal' ? '防水栓' : '堵头'}`
  const run = part.match(/^(\S+)\.\.(\S+) on (\S+) mm$/)
  if (run) return `${run[1]}–${run[2]} mm，分支长 ${run[3]} mm`
  return part
}
