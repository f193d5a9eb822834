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

/**
 * One lookup object per language, made once: `t` and `m` stay the same functions from render to
 * render until the language changes, so callbacks and memoised panels that take them (the
 * editor's) are not made or rendered again by an unrelated render of their parent.
 */
const LOOKUPS = new Map<Locale, I18n>()

/** The lookups of `locale`, the same object at every call. */
export function i18nOf(locale: Locale): I18n {
  let lookups = LOOKUPS.get(locale)
  if (!lookups) {
    lookups = {
      locale,
      t: (key, params = {}) => uiText(key, params, locale),
      m: (key, params = {}) => messageText(key, params, locale),
    }
    LOOKUPS.set(locale, lookups)
  }
  return lookups
}

/** Subscribes a component to the interface language and returns its text lookups (stable per language). */
export function useI18n(): I18n {
  const { locale } = useSnapshot(localeState)
  return i18nOf(locale)
}
