import { generatedText } from '@harness/engine'
import type { Locale } from '@harness/protocol'

/**
 * A design-rule finding's detail in the interface language. The engine writes details of a few
 * rules in fixed English forms with the items' names in them (designRules.ts, catalogChecks.ts);
 * the Chinese interface reads the form of the finding's own rule and names the items the same
 * way. Details that are names alone (a part number, a connector) and anything that does not read
 * as its rule's form are shown as they are, so a designer's names are never rewritten.
 *
 * Example: rule endPartMismatch, "W3 A in X1: no terminal of HB-C-04U takes 2.5 mm² / 1.3 mm" →
 * "X1 中 W3 的 A 端：HB-C-04U 没有适用于 2.5 mm² / 1.3 mm 的端子".
 */
export function findingDetailText(rule: string, detail: string, locale: Locale): string {
  if (locale === 'en' || detail === '') return detail
  switch (rule) {
    case 'cannotConnectToGraph':
    case 'openWireEnd': {
      // The route's reason, worded as the reports word it (generatedText).
      const reason = rule === 'openWireEnd' ? 'openEnd' : 'cannotConnectToGraph'
      return detail === generatedText(reason, 'en') ? generatedText(reason, 'zh') : detail
    }
    case 'noSealOrPlugProperty': {
      const m = detail.match(/^(seal|plug) in (.+)$/s)
      return m ? `${m[2]} 中的${m[1] === 'seal' ? '防水栓' : '堵头'}` : detail
    }
    case 'protectionOutsideSegment': {
      const m = detail.match(/^(\S+)\.\.(\S+) on (\S+) mm$/)
      return m ? `${m[1]}–${m[2]} mm，分支长 ${m[3]} mm` : detail
    }
    case 'fixedDiameterTooSmall': {
      const m = detail.match(/^fixed (\S+) mm, wires at least (\S+) mm$/)
      return m ? `指定 ${m[1]} mm，导线至少需 ${m[2]} mm` : detail
    }
    case 'endPartMismatch':
      return endProblemsZh(detail) ?? detail
    default:
      return detail
  }
}

/** The end-part problems of catalogChecks.ts, "W3 A in X1: …", as their Chinese forms. */
const END_PROBLEMS: readonly { readonly match: string; readonly zh: (m: RegExpMatchArray, at: number) => string }[] = [
  { match: 'terminal (.+?) does not take (\\S+) mm² / (\\S+) mm', zh: (m, i) => `端子 ${m[i]} 不适用于 ${m[i + 1]} mm² / ${m[i + 2]} mm` },
  { match: 'no terminal of (.+?) takes (\\S+) mm² / (\\S+) mm', zh: (m, i) => `${m[i]} 没有适用于 ${m[i + 1]} mm² / ${m[i + 2]} mm 的端子` },
  { match: 'sealed housing (.+?) has no seal in the cavity', zh: (m, i) => `防水护套 ${m[i]} 的孔位中没有防水栓` },
  { match: 'seal (.+?) does not take (\\S+) mm', zh: (m, i) => `防水栓 ${m[i]} 不适用于外径 ${m[i + 1]} mm` },
]

/** One problem of END_PROBLEMS, or several joined by ", " (an end's terminal and its seal), in Chinese; null when `text` does not read so. */
function problemsZh(text: string): string | null {
  for (const p of END_PROBLEMS) {
    const m = text.match(new RegExp(`^${p.match}$`, 's'))
    if (m) return p.zh(m, 1)
  }
  // Each ", " is tried as the seam (a part number holding ", " stays in its place).
  for (let at = text.indexOf(', '); at >= 0; at = text.indexOf(', ', at + 1)) {
    const a = problemsZh(text.slice(0, at))
    const b = a === null ? null : problemsZh(text.slice(at + 2))
    if (a !== null && b !== null) return `${a}，${b}`
  }
  return null
}

/**
 * One or two end problems joined by "; " (catalogChecks.ts), each "<wire> <A|B> in <connector>:
 * <problem>[, <problem>]", read as a whole (a name holding "; " stays in its place), or null when
 * the detail does not read so.
 */
function endProblemsZh(detail: string): string | null {
  const one = (text: string): string | null => {
    // The wire's name may hold " in " or ": ": each place the form could begin is tried.
    for (const m of text.matchAll(/ ([AB]) in /g)) {
      const wire = text.slice(0, m.index)
      const rest = text.slice(m.index! + m[0].length)
      for (let colon = rest.indexOf(': '); colon >= 0; colon = rest.indexOf(': ', colon + 1)) {
        const problems = problemsZh(rest.slice(colon + 2))
        if (problems !== null && wire !== '') return `${rest.slice(0, colon)} 中 ${wire} 的 ${m[1]} 端：${problems}`
      }
    }
    return null
  }
  // Two problems (one per end): each "; " is tried as the seam between them; else one problem.
  for (let at = detail.indexOf('; '); at >= 0; at = detail.indexOf('; ', at + 1)) {
    const a = one(detail.slice(0, at))
    const b = a === null ? null : one(detail.slice(at + 2))
    if (a !== null && b !== null) return `${a}；${b}`
  }
  return one(detail)
}
