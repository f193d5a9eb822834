import { readSearchLine, type SearchLine } from '@harness/engine'
import { covers, holds, rank, scoreOf, type HitField, type Ranked, type SearchQuery } from './searchQuery'

/**
 * The records of one harness file that a query finds in its content index's lines (`harnessSearchText`),
 * best first. The file's and project's names count as context: a record found by "主线束 W12" holds
 * W12 itself and sits in a file named 主线束. Every line is read (so the best record of a large
 * file is never cut off by a worse one before it); the lines that can match are found by searching
 * the index for the words first.
 */

/** A record of the file that holds the query. */
export interface ContentHit {
  readonly line: SearchLine
  readonly ranked: Ranked
  readonly score: number
}

/** The fields of a line: its label (a name, but a note's text is content) and its part number (the name of a terminal or seal entry). */
function lineFields(line: SearchLine): HitField[] {
  const isNote = line.kind === 'label' || line.kind === 'table'
  const numberIsName = line.kind === 'terminal' || line.kind === 'seal'
  const fields: HitField[] = []
  if (line.labelText !== '') fields.push({ text: line.labelText, name: !isNote })
  if (line.partNumber !== '') fields.push({ text: line.partNumberText, key: line.partNumberKey, name: numberIsName })
  return fields
}

/** Most candidate lines of one file parsed and ranked per query (in record order). */
export const CANDIDATES_MAX = 20_000

/**
 * The records of `text` (a content index's lines) holding `query`, with `context` the file's and project's
 * name fields (`own: false`), at most `cap` of them, best first (ties in record order); `more`
 * says whether more lines held it. Of a word in nearly every line, the first
 * {@link CANDIDATES_MAX} candidate lines are looked at.
 */
export function contentHits(text: string, query: SearchQuery, context: readonly HitField[], cap: number): { hits: ContentHit[]; more: boolean } {
  // The words the context does not hold must be on the line itself; if it holds them all, one will do.
  const required = query.words.filter((word) => !context.some((f) => holds(f, word)))
  const needles = (required.length > 0 ? required : query.words).map((w) => (w.key !== null && w.key !== w.text ? [w.text, w.key] : [w.text]))
  const every = required.length > 0
  const found: ContentHit[] = []
  let matched = 0
  // With every word required, the lines holding the longest (likely the rarest) are the candidates.
  const longest = [...needles].sort((x, y) => y[0]!.length - x[0]!.length).slice(0, 1)
  const candidates = candidateLines(text, every ? longest : needles)
  // A word in nearly every line (`w`, `1`) would have every line parsed and ranked: the first lines do.
  const examined = candidates.slice(0, CANDIDATES_MAX)
  for (const [start, end] of examined) {
    const raw = text.slice(start, end)
    if (!mayHold(raw, needles, every)) continue
    const line = readSearchLine(raw)
    if (line === null) continue
    const fields = lineFields(line)
    if (!covers(query, [...fields, ...context])) continue
    matched++
    const ranked = rank(query, fields)
    found.push({ line, ranked, score: scoreOf('harnessRecord', ranked) })
  }
  // A stable sort: equal scores keep record order.
  found.sort((a, b) => b.score - a.score)
  return { hits: found.slice(0, cap), more: matched > cap || candidates.length > examined.length }
}

/**
 * The lines (start and end offsets, in record order) holding a needle of `words`, found by
 * searching the text for each needle: every field's fold is in its line as written.
 */
function candidateLines(text: string, words: readonly (readonly string[])[]): [number, number][] {
  const lineAt = (offset: number): [number, number] => {
    const end = text.indexOf('\n', offset)
    return [text.lastIndexOf('\n', offset - 1) + 1, end < 0 ? text.length : end]
  }
  const starts = new Map<number, [number, number]>()
  for (const needle of words.flat()) {
    for (let at = text.indexOf(needle); at >= 0; ) {
      const line = lineAt(at)
      starts.set(line[0], line)
      at = text.indexOf(needle, line[1] + 1)
    }
  }
  return [...starts.values()].sort((a, b) => a[0] - b[0])
}

/**
 * A quick test on a line as stored (every field's fold is in it as written): each word is one or
 * two needles (its fold, and its key when that differs); with `every`, each word must occur, else
 * any one.
 */
function mayHold(line: string, words: readonly (readonly string[])[], every: boolean): boolean {
  const present = (needles: readonly string[]) => needles.some((n) => line.includes(n))
  return every ? words.every(present) : words.some(present)
}
