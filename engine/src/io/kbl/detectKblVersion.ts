/**
 * Which KBL release a file follows. The published XSDs of KBL 2.3 SR-1, 2.4 SR-1 and 2.5 SR-1
 * all keep the target namespace `http://www.prostep.org/Car_electric_container/KBL2.3/KBLSchema`
 * (the namespace names the release that introduced it, not the file's release), so the namespace
 * only says "this is KBL"; the release comes from the root's `version_id` attribute ("2.4 SR-1").
 * A namespace naming another release (KBL2.4, KBL2.5) is accepted too and used when `version_id`
 * is missing.
 */
import { errorAt, type KblElement, type KblError } from './kblTree'

/** The KBL releases the importer reads. */
export type KblRelease = '2.3' | '2.4' | '2.5'

/** The release a file declares, as reported to the user. */
export interface KblVersion {
  readonly release: KblRelease
  /** The root's `version_id` as written ("2.4 SR-1"), or '' when absent. */
  readonly versionId: string
  /** The root element's namespace URI. */
  readonly namespace: string
  /** Where the release was read from. */
  readonly source: 'version_id' | 'namespace'
}

const KBL_NAMESPACE = /^http:\/\/www\.prostep\.org\/Car_electric_container\/KBL(\d+\.\d+)\/KBLSchema$/
const RELEASES: readonly KblRelease[] = ['2.3', '2.4', '2.5']

/**
 * The KBL release of a parsed file's root element, or an error when the root is not a
 * `KBL_container` in a KBL namespace or declares a release other than 2.3, 2.4 or 2.5.
 */
export function detectKblVersion(root: KblElement): { readonly ok: true; readonly version: KblVersion } | { readonly ok: false; readonly error: KblError } {
  if (root.name !== 'KBL_container') return { ok: false, error: errorAt(root, `the root element is ${root.name}, not KBL_container`) }
  const match = KBL_NAMESPACE.exec(root.uri)
  if (!match) {
    return { ok: false, error: errorAt(root, root.uri === '' ? 'KBL_container has no namespace' : `KBL_container is in namespace ${root.uri}, not a KBL namespace`) }
  }
  const versionId = (root.attributes.version_id ?? '').trim()
  const declared = /^(\d+\.\d+)/.exec(versionId)?.[1]
  const release = declared ?? match[1]!
  if (!isRelease(release)) {
    return { ok: false, error: errorAt(root, `KBL ${versionId || release} is not supported (2.3, 2.4 and 2.5 are)`) }
  }
  return { ok: true, version: { release, versionId, namespace: root.uri, source: declared ? 'version_id' : 'namespace' } }
}

function isRelease(value: string): value is KblRelease {
  return (RELEASES as readonly string[]).includes(value)
}
