import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { importKbl } from '@harness/engine'
import { kblImportNotes } from './kblImportNotes'

const sample = (name: string) => readFileSync(new URL(`../../../../shared/corpus/kbl/samples/${name}`, import.meta.url), 'utf8')

describe('kblImportNotes', () => {
  it('says what the modular VW harness merged, that it has variants, and quotes the first warnings with their lines', () => {
    const result = importKbl(sample('kblxml_2.4sr-1_tab016120_modulare_ltgs._160718.kbl'))
    if (!result.ok) throw new Error(result.error.message)
    const notes = kblImportNotes(result.report)
    const merged = notes.find((n) => n.code === 'kblMerged')
    expect(merged).toEqual({ code: 'kblMerged', connectors: result.report.merged.connectors, wires: result.report.merged.wires, others: expect.any(Number) })
    expect(merged && merged.code === 'kblMerged' && merged.connectors).toBeGreaterThan(0)
    expect(notes.find((n) => n.code === 'kblVariants')).toEqual({ code: 'kblVariants', modules: result.report.counts.modules, configurations: result.report.counts.configurations })
    const warnings = notes.find((n) => n.code === 'kblWarnings')
    expect(warnings && warnings.code === 'kblWarnings' && warnings.count).toBe(result.report.warnings.length)
    expect(warnings && warnings.code === 'kblWarnings' && warnings.first).toHaveLength(Math.min(3, result.report.warnings.length))
  })

  it('has nothing to say of a plain harness of one module read without a warning', () => {
    const result = importKbl(sample('kblxml_2.3sr-1_000971230_ltgs_generator_170718.kbl'))
    if (!result.ok) throw new Error(result.error.message)
    expect(result.report.counts.modules).toBe(1)
    expect(kblImportNotes(result.report)).toEqual([])
  })
})
