import { FactoryPaths, type FactoryFormat, type FactoryOutput, type FactoryReport } from '@harness/protocol'
import { requestDownload } from './apiClient'
import { getData, postJson } from './calls'
import { scopeParam, type ProjectScope } from './projectApi'
import type { DownloadedFile } from './request'

/** Typed calls of the factory-folder API (protocol `FactoryPaths`): manufacturing outputs made from saved harness versions. */

/** The outputs of `scope` (a team's, or the caller's personal projects'), newest first. */
export function listOutputs(scope: ProjectScope): Promise<FactoryOutput[]> {
  return getData(FactoryPaths.listOutputs, { scope: scopeParam(scope) })
}

/** Makes report `report` of version `version` of a harness file as `format`, and files it. */
export function createOutput(fileId: number, version: number, report: FactoryReport, format: FactoryFormat): Promise<FactoryOutput> {
  return postJson(FactoryPaths.createOutput, { fileId, version, report, format })
}

/** An output's file. */
export function downloadOutput(outputId: number): Promise<DownloadedFile> {
  return requestDownload({ method: 'GET', url: FactoryPaths.downloadOutput, data: { outputId } })
}

/** Deletes an output (admins and its maker). */
export function deleteOutput(outputId: number): Promise<unknown> {
  return postJson(FactoryPaths.deleteOutput, { outputId })
}
