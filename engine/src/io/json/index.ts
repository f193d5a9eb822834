/** The JSON rendering of harness documents (debugging and tests) and the record checks it uses. */
export { type DecodeError, type DecodeResult } from './DecodeResult'
export { documentFromJson, documentToJson, HARNESS_JSON_FORMAT, type ReadOptions } from './jsonDocument'
export { recordProblem, validateRecord, type RecordCheck } from './validateRecord'
export { FIELD_RANGES, MAX_PAGE_SIDE_MM, MIN_PAGE_SIDE_MM, recordRangeProblem, type FieldRange } from './recordRanges'
export { RECORD_FIELDS, type Fields as RecordFieldShapes, type Shape as FieldShape } from './recordShapes'
