import type { MessageKey } from '@harness/protocol'
import type { UiKey } from '../i18n/uiZhCN'
import { CONFIG_KEYS, type ConfigKey } from './configDraft'
import { KEY_LABELS } from './configLabels'

/** The message of a refused configuration: `configInvalid` naming the section of the bad value's path. */
export function configProblemText(
  path: string,
  t: (key: UiKey) => string,
  m: (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string,
): string {
  const top = path.split('.')[0] as ConfigKey
  const field = CONFIG_KEYS.includes(top) ? `${t(KEY_LABELS[top])}（${path}）` : path
  return m('configInvalid', { field })
}
