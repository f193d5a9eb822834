import { decodeDocument, documentFromJson, documentToJson, encodeDocument, encodeDocumentInSlices, type HarnessRecord } from '@harness/engine'
import { yieldToHost } from './yieldToHost'

/**
 * The native document codecs the hosts hand to the engine API: FlatBuffers for files and
 * transfers (also written in slices that give the host's event loop a turn about every 12 ms,
 * for saves from a worker that must stay responsive), and the JSON rendering for debugging.
 */
export const nativeCodec = {
  decode: decodeDocument,
  encode: encodeDocument,
  encodeInSlices: (records: Iterable<HarnessRecord>) => encodeDocumentInSlices(records, yieldToHost),
  fromJson: documentFromJson,
  toJson: documentToJson,
} as const
