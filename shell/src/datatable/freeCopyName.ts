/**
 * The name of a copy saved beside a file: "<name> (<suffix>)", then "<name> (<suffix> 2)",
 * "(<suffix> 3)" … until one is free among `taken` (compared without regard to case, as the
 * server compares names in a folder). The suffix comes from the interface catalogue ("我的副本").
 * The base name is shortened when the result would pass `maxLength` characters.
 */
export function freeCopyName(name: string, suffix: string, taken: ReadonlySet<string>, maxLength: number): string {
  const lower = new Set([...taken].map((n) => n.toLocaleLowerCase()))
  for (let n = 1; ; n++) {
    const tail = n === 1 ? ` (${suffix})` : ` (${suffix} ${n})`
    const base = Array.from(name).slice(0, Math.max(1, maxLength - Array.from(tail).length)).join('').trimEnd()
    const candidate = base + tail
    if (!lower.has(candidate.toLocaleLowerCase())) return candidate
  }
}
