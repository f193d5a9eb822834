/**
 * The issue id of a /issuedetail URL (spec 2: "takes an issueId number"), read from its search
 * string ('?issueId=12'). Pure, unit-tested.
 */

/** The issueId of `search`, or null when absent or not a positive safe whole number. */
export function issueIdFromSearch(search: string): number | null {
  const raw = new URLSearchParams(search).get('issueId')
  if (raw === null || !/^\d+$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && Number.isSafeInteger(id) ? id : null
}
