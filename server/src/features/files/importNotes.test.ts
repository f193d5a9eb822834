import { describe, expect, it } from 'vitest'
import { importNote } from './importNotes'

describe('importNote', () => {
  it('says a cable gives no gauge, rather than quoting an empty gauge as not understood', () => {
    const missing = importNote({ code: 'assumedGauge', cable: 'W1', gauge: '', csa: 0.35 })
    expect(missing).toEqual({ code: 'assumedGauge', message: '线缆 W1 没有给出线径，按 0.35 mm² 处理' })
    const odd = importNote({ code: 'assumedGauge', cable: 'W2', gauge: '7 furlongs', csa: 0.35 })
    expect(odd.message).toBe('线缆 W2 的线径“7 furlongs”无法识别，按 0.35 mm² 处理')
  })

  it('words every other note from the catalogue, with no placeholder left', () => {
    const notes = [
      importNote({ code: 'generatedTopology', layout: 'starPerCable', cables: 2, branchNodes: 2, segments: 5 }),
      importNote({ code: 'unconnectedPins', connector: 'X1', pins: Array.from({ length: 10 }, (_, i) => String(i + 1)) }),
      importNote({ code: 'kblVariants', modules: 3, configurations: 1 }),
    ]
    for (const note of notes) expect(note.message).not.toMatch(/[{}]/)
    // A long list shows its first eight and how many more.
    expect(notes[1]!.message).toContain('… (+2)')
  })
})
