/** The native FlatBuffers codecs of harness documents (HRNS) and change events (HRND). */
export { decodeDocument, DOCUMENT_IDENTIFIER, encodeDocument, encodeDocumentInSlices } from './documentCodec'
export { decodeDiff, DIFF_IDENTIFIER, encodeDiff, type DecodeDiffResult, type DiffEvent } from './diffCodec'
