import { useSnapshot } from 'valtio'
import type { Locale, MessageKey } from '@harness/protocol'
import { localeState, messageText, uiText } from './localeState'
import type { UiKey } from './uiZhCN'

/** What a component needs to speak the current language. */
export interface I18n {
  readonly locale: Locale
  /** An interface text of the shell's catalogue. */
  readonly t: (key: UiKey, params?: Readonly<Record<string, string | number>>) => string
  /** A validation or error message of the protocol's catalogue. */
  readonly m: (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string
}

/** Subscribes a component to the interface language and returns its text lookups. */
export function useI18n(): I18n {
  const { locale } = useSnapshot(localeState)
  return {
    locale,
    t: (key, params = {}) => uiText(key, params, locale),
    m: (key, params = {}) => messageText(key, params, locale),
  }
}
