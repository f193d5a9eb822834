import { decodeDocument, documentFromJson, documentToJson, encodeDocument } from '@harness/engine'

/**
 * The native document codecs the hosts hand to the engine API: FlatBuffers for files and
 * transfers, and the JSON rendering for debugging.
 */
export const nativeCodec = {
  decode: decodeDocument,
  encode: encodeDocument,
  fromJson: documentFromJson,
  toJson: documentToJson,
} as const
