import {
  RegistrationCodePaths,
  type CreatedRegistrationCode,
  type RegistrationCodePayloads,
  type RegistrationCodeView,
} from '@harness/protocol'
import { request } from './apiClient'

/**
 * Typed calls of the administrators' registration-code API (protocol `RegistrationCodePaths`).
 * Each resolves with the `data` of a code-200 answer and rejects like `request` does: with the
 * envelope (the caller shows its message) or with an already-handled failure.
 */

/** Every issued code, newest first. */
export async function listRegistrationCodes(): Promise<RegistrationCodeView[]> {
  return (await request<RegistrationCodeView[]>({ method: 'GET', url: RegistrationCodePaths.listRegistrationCodes })).data
}

/** Issues a code on `terms` and resolves with it: the only time its text is seen. */
export async function createRegistrationCode(terms: RegistrationCodePayloads['createRegistrationCode']): Promise<CreatedRegistrationCode> {
  return (await request<CreatedRegistrationCode>({ method: 'POST', url: RegistrationCodePaths.createRegistrationCode, data: terms })).data
}

/** Revokes the code `codeId` and resolves with its new view. */
export async function revokeRegistrationCode(codeId: number): Promise<RegistrationCodeView> {
  const payload: RegistrationCodePayloads['revokeRegistrationCode'] = { codeId: String(codeId) }
  return (await request<RegistrationCodeView>({ method: 'POST', url: RegistrationCodePaths.revokeRegistrationCode, data: payload })).data
}
