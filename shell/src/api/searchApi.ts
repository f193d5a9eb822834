import { SearchPaths, type SearchHitKind, type TextSearchResult } from '@harness/protocol'
import { getData } from './calls'

/** Typed calls of the text search API (protocol `SearchPaths`). */

/** The hits of `q` among what the caller may see, best first; `kinds` narrows them (all when empty). */
export function textSearch(q: string, kinds: readonly SearchHitKind[] = [], limit?: number): Promise<TextSearchResult> {
  const query: Record<string, string | number> = { q }
  if (kinds.length > 0) query.kinds = kinds.join(',')
  if (limit !== undefined) query.limit = limit
  return getData(SearchPaths.textSearch, query)
}
