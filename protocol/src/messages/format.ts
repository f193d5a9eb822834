import { en } from './en'
import { zhCN, type MessageCatalogue, type MessageKey } from './zhCN'

/** The interface languages the product ships catalogues for. */
export type Locale = 'zh-CN' | 'en'

/** The catalogue of each interface language. */
export const catalogues: Readonly<Record<Locale, MessageCatalogue>> = { 'zh-CN': zhCN, en }

/**
 * The text of message `key` in `locale`, with `{name}` placeholders replaced from `params`.
 * A placeholder without a value stays as written, so a missing parameter shows up in review.
 */
export function formatMessage(
  key: MessageKey,
  params: Readonly<Record<string, string | number>> = {},
  locale: Locale = 'zh-CN',
): string {
  const template = catalogues[locale][key]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}
