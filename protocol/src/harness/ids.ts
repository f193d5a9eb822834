/**
 * Branded ids of the harness document's records. An id is an opaque string; the brand keeps a
 * wire id from being passed where a connector id belongs.
 */
declare const brand: unique symbol

/** An id branded with the record type name it belongs to. */
export type RecordId<TypeName extends string> = string & { readonly [brand]: TypeName }

export type NodeId = RecordId<'node'>
export type SegmentId = RecordId<'segment'>
export type ConnectorId = RecordId<'connector'>
export type CavityId = RecordId<'cavity'>
export type TerminalId = RecordId<'terminal'>
export type SealId = RecordId<'seal'>
export type SpliceId = RecordId<'splice'>
export type WireId = RecordId<'wire'>
export type MulticoreId = RecordId<'multicore'>
export type WireGroupId = RecordId<'wireGroup'>
export type ProtectionId = RecordId<'protection'>
export type FixingId = RecordId<'fixing'>
export type TableId = RecordId<'table'>
export type LabelId = RecordId<'label'>
export type ModuleId = RecordId<'module'>
export type ConfigurationId = RecordId<'configuration'>

/** Brands `raw` as an id of `typeName` records (ids come from files, the store, or `newId`). */
export function asId<TypeName extends string>(_typeName: TypeName, raw: string): RecordId<TypeName> {
  return raw as RecordId<TypeName>
}
