/**
 * The issue id of a /issuedetail URL (spec 2: "takes an issueId number"), read from its search
 * string ('?issueId=12'). Pure, unit-tested.
 */

/** What a search string says about the issue: its id, no id at all, or a value that is not one. */
export type IssueIdReading =
  | { readonly kind: 'id'; readonly id: number }
  | { readonly kind: 'missing' }
  | { readonly kind: 'malformed'; readonly value: string }

/** Reads `issueId` from `search`: a positive safe whole number, absent (or empty), or malformed. */
export function readIssueId(search: string): IssueIdReading {
  const raw = new URLSearchParams(search).get('issueId')
  if (raw === null || raw.trim() === '') return { kind: 'missing' }
  const id = /^\d+$/.test(raw) ? Number(raw) : Number.NaN
  return id >= 1 && Number.isSafeInteger(id) ? { kind: 'id', id } : { kind: 'malformed', value: raw }
}
