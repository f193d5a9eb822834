import { proxy } from 'valtio'
import { formatMessage, type Locale, type MessageKey } from '@harness/protocol'
import { StorageKeys } from '../shellConfig'
import { uiEn } from './uiEn'
import { uiZhCN, type UiCatalogue, type UiKey } from './uiZhCN'

/**
 * The interface language: a valtio store holding the current locale, persisted in localStorage,
 * plus the two lookups every text goes through (`uiText` for the shell's own catalogue,
 * `messageText` for the protocol's validation and error messages).
 */
export const localeState = proxy<{ locale: Locale }>({ locale: 'zh-CN' })

const uiCatalogues: Readonly<Record<Locale, UiCatalogue>> = { 'zh-CN': uiZhCN, en: uiEn }

/** Fills `{name}` placeholders of `template` from `params`; unknown placeholders stay visible. */
function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template
    // `{count|segment|segments}`: the first form when the number is 1, else the second (English plurals).
    .replace(/\{(\w+)\|([^|}]*)\|([^}]*)\}/g, (whole, name: string, one: string, other: string) =>
      Object.hasOwn(params, name) ? (Number(params[name]) === 1 ? one : other) : whole)
    .replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : whole))
}

/** The interface text `key` in `locale` (default: the current one) with placeholders filled. */
export function uiText(
  key: UiKey,
  params: Readonly<Record<string, string | number>> = {},
  locale: Locale = localeState.locale,
): string {
  return fill(uiCatalogues[locale][key], params)
}

/** The protocol message `key` in `locale` (default: the current one). */
export function messageText(
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
  locale: Locale = localeState.locale,
): string {
  return formatMessage(key, params, locale)
}

/** Reads the stored language choice; call once at start-up in the browser. */
export function loadLocale(): void {
  const stored = globalThis.localStorage?.getItem(StorageKeys.locale)
  if (stored === 'en' || stored === 'zh-CN') localeState.locale = stored
  applyDocumentLanguage()
}

/** Switches the interface language and remembers the choice. */
export function setLocale(locale: Locale): void {
  localeState.locale = locale
  globalThis.localStorage?.setItem(StorageKeys.locale, locale)
  applyDocumentLanguage()
}

function applyDocumentLanguage(): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = localeState.locale
  document.title = `${uiText('brandName')} · ${uiText('brandTagline')}`
}
