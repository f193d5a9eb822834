import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { generateHarness, importKbl } from '@harness/engine'
import { nativeCodec } from '../../../src/api/nativeCodec'
import { CliError } from '../CliError'
import { exportCommand } from './exportCommand'

const dir = mkdtempSync(join(tmpdir(), 'harness-export-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('exportCommand', () => {
  it('writes a native document as KBL that imports back with a stated length per wire', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const records = generateHarness('S', 3)
    const doc = join(dir, 'small.harness')
    writeFileSync(doc, nativeCodec.encode(records))
    const out = join(dir, 'small.kbl')
    await exportCommand([doc, '--to', 'kbl', '--out', out])
    const again = importKbl(readFileSync(out, 'utf8'))
    expect(again.ok).toBe(true)
    if (!again.ok) return
    // The same records, and the drawing settings of the page the import places them on.
    expect(again.records.filter((r) => r.typeName !== 'settings')).toHaveLength(records.length)
    expect(again.records.filter((r) => r.typeName === 'settings')).toHaveLength(1)
    const wires = records.filter((r) => r.typeName === 'wire').length
    expect(again.report.statedLengths.filter((l) => l.typeName === 'wire')).toHaveLength(wires)
  })

  it('refuses another target and a missing output as usage errors', async () => {
    const doc = join(dir, 'tiny.harness')
    writeFileSync(doc, nativeCodec.encode(generateHarness('S', 4)))
    await expect(exportCommand([doc, '--to', 'vec', '--out', join(dir, 'x')])).rejects.toThrow(CliError)
    await expect(exportCommand([doc, '--to', 'kbl'])).rejects.toThrow(/--out is required/)
    await expect(exportCommand([doc, '--out', join(dir, 'x')])).rejects.toThrow(/--to is required/)
  })
})
