/**
 * Ids carried in the query string of an in-app URL ('?teamId=3', '?fileId=12'). Pure, unit-tested.
 */

/** The id named `name` in `search`, or null when absent or not a positive safe whole number. */
export function idFromSearch(search: string, name: string): number | null {
  const raw = new URLSearchParams(search).get(name)
  if (raw === null || !/^\d+$/.test(raw)) return null
  const id = Number(raw)
  return id >= 1 && Number.isSafeInteger(id) ? id : null
}
