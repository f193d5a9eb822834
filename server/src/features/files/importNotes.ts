import { formatMessage, type ImportNote } from '@harness/protocol'
import type { ImportNoteCode } from '../../documents/importJobs'

/** A list shown in a note: the first items, then how many more (a note stays one readable line). */
function list(items: readonly string[], max = 8): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} … (+${items.length - max})`
}

/** What the importer noted, in the catalogue's words, beside its stable code. */
export function importNote(note: ImportNoteCode): ImportNote {
  const message = (() => {
    switch (note.code) {
      case 'generatedTopology': return formatMessage('wirevizGeneratedTopology', { cables: note.cables, segments: note.segments })
      case 'loop': return formatMessage('wirevizLoop', { connector: note.connector, pins: note.pins.join('–') })
      case 'mate': return formatMessage('wirevizMate', { from: note.from, to: note.to })
      case 'unconnectedPins': return formatMessage('wirevizUnconnectedPins', { connector: note.connector, pins: list(note.pins) })
      case 'openWireEnds': return formatMessage('wirevizOpenWireEnds', { cable: note.cable, wires: list(note.wires) })
      case 'extraWireEnds': return formatMessage('wirevizExtraWireEnds', { cable: note.cable, wire: note.wire, dropped: list(note.dropped) })
      case 'unknownWire': return formatMessage('wirevizUnknownWire', { cable: note.cable, wire: note.wire })
      // A gauge the file does not give is said so, not shown as an empty text not understood.
      case 'assumedGauge': return note.gauge.trim() === ''
        ? formatMessage('wirevizMissingGauge', { cable: note.cable, csa: note.csa })
        : formatMessage('wirevizAssumedGauge', { cable: note.cable, gauge: note.gauge, csa: note.csa })
      case 'noLength': return formatMessage('wirevizNoLength', { cable: note.cable, length: note.length })
      case 'bomOnlyItems': return formatMessage('wirevizBomOnlyItems', { count: note.additionalComponents + note.additionalBomItems })
      case 'kblMerged': return formatMessage('kblMerged', { connectors: note.connectors, wires: note.wires, others: note.others })
      case 'kblUnplaced': return formatMessage('kblUnplaced', { connectors: note.connectors })
      case 'kblVariants': return formatMessage('kblVariants', { modules: note.modules, configurations: note.configurations })
      case 'kblWarnings': return formatMessage('kblWarnings', { count: note.count, first: note.first.join('; ') })
      default: {
        const never: never = note
        throw new RangeError(`importNote: unknown note ${JSON.stringify(never)}`)
      }
    }
  })()
  return { code: note.code, message }
}
