import { describe, expect, it } from 'vitest'
import type { ImportNoteCode } from '../../documents/importJobs'
import { importNote } from './importNotes'

describe('importNote', () => {
  it('says a cable gives no gauge, rather than quoting an empty gauge as not understood', () => {
    const missing = importNote({ code: 'assumedGauge', cable: 'W1', gauge: '', csa: 0.35 })
    expect(missing).toEqual({ code: 'assumedGauge', message: '线缆 W1 没有给出线径，按 0.35 mm² 处理' })
    const odd = importNote({ code: 'assumedGauge', cable: 'W2', gauge: '7 furlongs', csa: 0.35 })
    expect(odd.message).toBe('线缆 W2 的线径“7 furlongs”无法识别，按 0.35 mm² 处理')
  })

  it('words every note from the catalogue, with no placeholder left and every value in it', () => {
    const every: ImportNoteCode[] = [
      { code: 'generatedTopology', layout: 'starPerCable', cables: 2, branchNodes: 2, segments: 5 },
      { code: 'loop', connector: 'X7', pins: ['1', '2'] },
      { code: 'mate', kind: 'pin', from: 'X8:1', to: 'X9:1' },
      { code: 'unconnectedPins', connector: 'X1', pins: Array.from({ length: 10 }, (_, i) => String(i + 1)) },
      { code: 'openWireEnds', cable: 'W3', wires: ['W3:1'] },
      { code: 'extraWireEnds', cable: 'W4', wire: 'W4:2', dropped: ['X5:3'] },
      { code: 'unknownWire', cable: 'W5', wire: 'W5:9' },
      { code: 'assumedGauge', cable: 'W6', gauge: 'AWG x', csa: 0.35 },
      { code: 'noLength', cable: 'W7', length: '3 furlongs', reason: 'unknownUnit' },
      { code: 'bomOnlyItems', additionalComponents: 2, additionalBomItems: 1 },
      { code: 'kblMerged', connectors: 4, wires: 6, others: 1 },
      { code: 'kblWarnings', count: 12, first: ['line 40: odd'] },
      { code: 'kblUnplaced', connectors: 3 },
      { code: 'kblVariants', modules: 34, configurations: 0 },
    ]
    const samples: Record<string, string> = {
      generatedTopology: '5', loop: 'X7', mate: 'X9:1', unconnectedPins: 'X1', openWireEnds: 'W3:1', extraWireEnds: 'X5:3', unknownWire: 'W5:9',
      assumedGauge: 'AWG x', noLength: '3 furlongs', bomOnlyItems: '3', kblMerged: '6', kblWarnings: 'line 40: odd', kblUnplaced: '3', kblVariants: '34',
    }
    for (const note of every) {
      const worded = importNote(note)
      expect(worded.code).toBe(note.code)
      expect(worded.message, note.code).not.toMatch(/[{}]/)
      expect(worded.message, note.code).toContain(samples[note.code])
    }
    // A long list shows its first eight and how many more.
    expect(importNote(every[3]!).message).toContain('… (+2)')
  })
})
