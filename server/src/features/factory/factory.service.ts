import type { Knex } from 'knex'
import type { FactoryFormat, FactoryOutput, FactoryReport } from '@harness/protocol'
import type { PreparedBlob } from '../../documents/preparedBlob'
import { ApiError } from '../../lib/ApiError'
import type { Auth } from '../accounts/auth'
import { storeBlob } from '../files/blobStore'
import { findVersion } from '../files/versions.repo'
import { fileFor, grants, projectFor } from '../projects/projectAccess'
import { memberOf } from '../teams/teamAccess'
import { deleteOutputRow, findOutput, insertOutput, listOutputRows, type OutputRecord } from './factory.repo'

/** Outputs a list shows at most (the newest). */
export const OUTPUT_LIST_MAX = 1000

/** Chinese names of the reports, as output file names carry them. */
export const REPORT_NAMES: Readonly<Record<FactoryReport, string>> = { cutTable: '下线表', assembly: '装配表', bom: 'BOM' }

/** The download name of an output: harness name, version, report, e.g. `主线束-v3-下线表.xlsx`. */
export function outputFileName(fileName: string, version: number, report: FactoryReport, format: FactoryFormat): string {
  return `${fileName}-v${version}-${REPORT_NAMES[report]}.${format}`
}

function view(o: OutputRecord, canDelete: boolean): FactoryOutput {
  return {
    outputId: o.id, projectId: o.projectId, projectName: o.projectName, fileId: o.fileId, fileName: o.fileName, version: o.version, report: o.report,
    format: o.format, fileNameOut: o.fileNameOut, size: o.size, rows: o.rows, createdBy: o.createdBy, createdAt: o.createdAt.toISOString(), canDelete,
  }
}

/** `listOutputs`: a team's outputs (any member) or the caller's personal ones. */
export async function listOutputs(db: Knex, auth: Auth, scope: { kind: 'personal' } | { kind: 'team'; teamId: number }): Promise<FactoryOutput[]> {
  if (scope.kind === 'personal') return (await listOutputRows(db, { ownerId: auth.user.id }, OUTPUT_LIST_MAX)).map((o) => view(o, true))
  const { role } = await memberOf(db, auth, scope.teamId)
  const manager = grants(role, 'manage')
  return (await listOutputRows(db, { teamId: scope.teamId }, OUTPUT_LIST_MAX)).map((o) => view(o, manager || o.createdById === auth.user.id))
}

/** The harness version an output is made from, checked before any work: editors and above of its project, a harness file, an existing version. */
export async function outputSource(db: Knex, auth: Auth, fileId: number, version: number): Promise<{ projectId: number; fileName: string; blobId: number }> {
  const { file, project } = await fileFor(db, auth, fileId, 'write')
  if (file.fileType !== 'harness') throw new ApiError(400, 'fileTypeInvalid', { field: 'fileId' })
  const found = await findVersion(db, file.id, version)
  if (!found) throw new ApiError(404, 'versionNotFound', { field: 'version' })
  return { projectId: project.id, fileName: file.name, blobId: found.blobId }
}

/** `createOutput`: files a made report (checked again inside the transaction). */
export async function createOutput(
  trx: Knex,
  auth: Auth,
  now: Date,
  input: { fileId: number; version: number; report: FactoryReport; format: FactoryFormat; rows: number; blob: PreparedBlob },
): Promise<FactoryOutput> {
  const source = await outputSource(trx, auth, input.fileId, input.version)
  const blobId = await storeBlob(trx, input.blob, now)
  const fileName = outputFileName(source.fileName, input.version, input.report, input.format)
  const outputId = await insertOutput(trx, {
    projectId: source.projectId, fileId: input.fileId, version: input.version, report: input.report, format: input.format, fileName, rows: input.rows, blobId,
    userId: auth.user.id, now,
  })
  return view((await findOutput(trx, outputId))!, true)
}

/** An output the caller may read (any member of its project), else 404. */
export async function readableOutput(db: Knex, auth: Auth, outputId: number): Promise<OutputRecord> {
  const output = await findOutput(db, outputId)
  if (!output) throw new ApiError(404, 'outputNotFound', { field: 'outputId' })
  try {
    await projectFor(db, auth, output.projectId, 'read')
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) throw new ApiError(404, 'outputNotFound', { field: 'outputId' })
    throw error
  }
  return output
}

/** `deleteOutput`: its maker or a project manager. Answers the blob to reclaim after commit. */
export async function deleteOutput(trx: Knex, auth: Auth, outputId: number): Promise<{ freedBlobs: number[] }> {
  const output = await readableOutput(trx, auth, outputId)
  const { role } = await projectFor(trx, auth, output.projectId, 'read')
  if (output.createdById !== auth.user.id && !grants(role, 'manage')) throw new ApiError(403, 'teamRoleTooLow', { reason: 'teamRole' })
  await deleteOutputRow(trx, output.id)
  return { freedBlobs: [output.blobId] }
}
