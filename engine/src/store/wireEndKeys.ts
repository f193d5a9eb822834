import type { HarnessRecord } from '../model/records'

/**
 * The cavities and splices a wire's ends are attached to, end A first, as the store's reverse
 * index of wires by end lists them; an open end names nothing and any other record no key.
 */
export function wireEndKeys(record: HarnessRecord): readonly string[] {
  if (record.typeName !== 'wire') return []
  const keys: string[] = []
  for (const end of [record.endA, record.endB]) {
    if (end.kind === 'cavity') keys.push(end.cavityId)
    else if (end.kind === 'splice') keys.push(end.spliceId)
  }
  return keys
}
