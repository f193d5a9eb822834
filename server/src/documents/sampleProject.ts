import type { DataColumn, DataTable } from '@harness/protocol'
import { deriveHarness, generateHarness, Store, wireCutTable, type HarnessRecord } from '@harness/engine'
import { tableFile, type TableBytes } from '../features/files/datatable/tableJobs'
import { harnessFile, type HarnessBytes } from './harnessJobs'

/** The columns of the sample wire list, in the order a harness engineer reads a cut table. */
const COLUMNS: readonly DataColumn[] = [
  { key: 'wire', name: '线号', type: 'text', unit: '' },
  { key: 'csa', name: '截面积', type: 'number', unit: 'mm²' },
  { key: 'colors', name: '颜色', type: 'text', unit: '' },
  { key: 'fromConnector', name: 'A端连接器', type: 'text', unit: '' },
  { key: 'fromCavity', name: 'A端孔位', type: 'text', unit: '' },
  { key: 'toConnector', name: 'B端连接器', type: 'text', unit: '' },
  { key: 'toCavity', name: 'B端孔位', type: 'text', unit: '' },
  { key: 'length', name: '下线长度', type: 'number', unit: 'mm' },
]

/** The wire list of a harness as a data table: one row per wire of its cut table, keyed by the wire's id. */
export function wireListTable(records: readonly HarnessRecord[]): DataTable {
  const store = new Store(records)
  const rows = wireCutTable(store, deriveHarness(store)).map((r) => ({
    id: `w${r.line}`,
    cells: [r.wireNumber, r.csa, r.colors, r.aConnector || null, r.aCavity || null, r.bConnector || null, r.bCavity || null, r.productionLength],
  }))
  return { format: 'datatable', version: 1, columns: COLUMNS, rows }
}

/** The sample project's files for `seed`: the engine's generated small harness (50 connectors, 500 wires) and its wire list. */
export function sampleProjectFiles(seed: number): { readonly harness: HarnessBytes; readonly wireList: TableBytes } {
  const records = generateHarness('S', seed)
  return { harness: harnessFile(records), wireList: tableFile(wireListTable(records)) }
}
