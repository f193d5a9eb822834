import type { ColumnType } from '@harness/protocol'
import { useI18n } from '../i18n/useI18n'
import type { UiKey } from '../i18n/uiZhCN'

const TYPE_LABELS: Readonly<Record<ColumnType, UiKey>> = {
  text: 'dtTypeText',
  number: 'dtTypeNumber',
  integer: 'dtTypeInteger',
  boolean: 'dtTypeBoolean',
  date: 'dtTypeDate',
}

/** The interface name of each column type (文本, 数值, 整数, 是/否, 日期) in the current language. */
export function useColumnTypeLabel(): (type: ColumnType) => string {
  const { t } = useI18n()
  return (type) => t(TYPE_LABELS[type])
}
