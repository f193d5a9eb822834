/**
 * A one-line progress bar on stderr when it is a terminal, or when `HARNESS_PROGRESS=1` asks for
 * it (nothing otherwise, so logs and pipes stay clean): `label [#####.....] 52% 10400/20000`.
 */
export function progressBar(label: string, stream: NodeJS.WriteStream = process.stderr): { update(done: number, total: number, phase?: string): void; finish(): void } {
  const enabled = stream.isTTY === true || process.env.HARNESS_PROGRESS === '1'
  let last = ''
  return {
    update(done, total, phase = '') {
      if (!enabled) return
      const ratio = total > 0 ? Math.min(1, done / total) : 0
      const width = 30
      const filled = Math.round(ratio * width)
      const line = `${label}${phase ? ` ${phase}` : ''} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${Math.round(ratio * 100)}% ${done}/${total}`
      if (line !== last) {
        stream.write(`\r${line}\x1b[K`)
        last = line
      }
    },
    finish() {
      if (enabled && last) stream.write('\n')
    },
  }
}
