import type { HarnessRecord, WireEndpoint } from '../model/records'

/** The id a wire end names: its cavity's or its splice's; '' for an open end. */
export function endKey(end: WireEndpoint): string {
  return end.kind === 'cavity' ? end.cavityId : end.kind === 'splice' ? end.spliceId : ''
}

/**
 * The cavities and splices a wire's ends are attached to, end A first, as the store's reverse
 * index of wires by end lists them; an open end names nothing and any other record no key.
 */
export function wireEndKeys(record: HarnessRecord): readonly string[] {
  if (record.typeName !== 'wire') return []
  const keys: string[] = []
  for (const end of [record.endA, record.endB]) if (end.kind !== 'open') keys.push(endKey(end))
  return keys
}
