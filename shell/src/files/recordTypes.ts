import type { TypeName } from '@harness/engine'
import type { UiKey } from '../i18n/uiZhCN'

/** The catalogue key of each record type of the harness document, for comparisons and counts. */
export const RECORD_TYPE_LABELS: Readonly<Record<TypeName, UiKey>> = {
  settings: 'recordSettings', module: 'recordModule', configuration: 'recordConfiguration', node: 'recordNode', segment: 'recordSegment',
  connector: 'recordConnector', cavity: 'recordCavity', splice: 'recordSplice', multicore: 'recordMulticore', wireGroup: 'recordWireGroup',
  wire: 'recordWire', terminal: 'recordTerminal', seal: 'recordSeal', protection: 'recordProtection', fixing: 'recordFixing',
  table: 'recordTable', label: 'recordLabel',
}

/** The catalogue key of record type `typeName`, or null for a type this shell does not know (shown as it is). */
export function recordTypeLabel(typeName: string): UiKey | null {
  return Object.hasOwn(RECORD_TYPE_LABELS, typeName) ? RECORD_TYPE_LABELS[typeName as TypeName] : null
}
