import { PART_KIND_DEFS, type LibraryPartKind, type PartRelation } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'
import { RELATION_LABELS } from './LinkEditorDialog'
import { parameterName } from './partText'

const FIELD_LABELS: Readonly<Record<string, UiKey>> = {
  partNumber: 'partNumber', description: 'partDescription', manufacturer: 'partManufacturer', manufacturerPartNumber: 'partManufacturerNumber',
  supplier: 'partSupplier', supplierPartNumber: 'partSupplierNumber', usage: 'partUsage', status: 'partStatus', weight: 'partWeight', unitCost: 'partCost',
}

/**
 * The names of the changed fields of a part's version or an import line, as the interface says
 * them: a parameter by its name (of `kind`), a relation's links by the relation's label
 * (`links:terminal` → 端子), a field by its label, in the language's list form (、 in Chinese, a
 * comma in English). Example: `['unitCost', 'links:terminal']` → "单价、端子".
 */
export function changedNames(kind: LibraryPartKind | null, keys: readonly string[], locale: 'zh-CN' | 'en', t: (key: UiKey) => string): string {
  const name = (key: string): string => {
    if (key.startsWith('links:')) return t(RELATION_LABELS[key.slice(6) as PartRelation] ?? 'partLinks')
    const param = kind ? PART_KIND_DEFS[kind].parameters.find((p) => p.key === key) : undefined
    if (param) return parameterName(param, locale)
    return FIELD_LABELS[key] ? t(FIELD_LABELS[key]) : key
  }
  return keys.map(name).join(locale === 'en' ? ', ' : '、')
}
