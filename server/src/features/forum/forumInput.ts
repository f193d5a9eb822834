import type { Context } from 'koa'
import { z } from 'zod'
import { isBlankText, validateRichText, plainText, type RichTextJson } from '@harness/protocol'
import { ApiError, fieldError } from '../../lib/ApiError'
import { optionalText, readInput } from '../../lib/requestInput'
import { htmlToRichText } from './htmlImport'

/** Longest issue title, in characters, after trimming. */
export const TITLE_MAX = 120
/** Replies (or issues) per page unless the caller asks otherwise, and the most it may ask for. */
export const PAGE_SIZE_DEFAULT = 20
export const PAGE_SIZE_MAX = 100
/** Longest search text of `listIssues`. */
export const QUERY_MAX = 100

/** Posted content of an issue or reply: ProseMirror JSON or an HTML string (checked by {@link readContent}). */
export const contentField = z.unknown().refine((value) => value !== undefined)

/** Validated content: the normalised document JSON and its plain text. */
export interface Content {
  readonly json: RichTextJson
  readonly text: string
}

/**
 * Checks posted content against the forum schema (security X2-X5). A string is HTML and is parsed
 * into the schema first (X6). A post that shows nothing (empty, white space, zero-width
 * characters) is refused with `emptyKey`: 不能回复空内容 for a reply (spec 5), 问题描述不能为空 for an
 * issue's description.
 */
export function readContent(value: unknown, emptyKey: 'replyEmpty' | 'issueContentEmpty' = 'replyEmpty'): Content {
  let json: unknown = value
  if (typeof value === 'string') {
    if (isBlankText(value)) throw fieldError('content', emptyKey)
    json = htmlToRichText(value)
  }
  const check = validateRichText(json)
  // The schema check calls every blank document 'replyEmpty'; an issue's says so in its own words.
  if (!check.ok) throw fieldError('content', check.key === 'replyEmpty' ? emptyKey : check.key)
  return { json: check.json, text: plainText(check.doc) }
}

/** Trims an issue title and checks its length (1 to {@link TITLE_MAX} characters). */
export function readTitle(value: string): string {
  const title = value.trim()
  if (title === '') throw fieldError('title', 'titleEmpty')
  if ([...title].length > TITLE_MAX) throw fieldError('title', 'titleTooLong', { max: TITLE_MAX })
  return title
}

/** The `:issueId` path parameter: a positive integer, else 400. */
export function readIdParam(raw: string | undefined, field: string): number {
  if (raw === undefined || !/^[1-9][0-9]{0,14}$/.test(raw)) throw new ApiError(400, 'wrongFieldType', { field }, { field })
  return Number(raw)
}

function positiveInt(raw: string | undefined, field: string, fallback: number, max: number): number {
  if (raw === undefined || raw === '') return fallback
  if (!/^[1-9][0-9]{0,8}$/.test(raw) || Number(raw) > max) throw new ApiError(400, 'wrongFieldType', { field }, { field })
  return Number(raw)
}

/** One page of a list: page number from 1, size from 1 to {@link PAGE_SIZE_MAX}. */
export interface Paging {
  readonly page: number
  readonly pageSize: number
}

/** An optional text field of a query string. */
type QueryText = ReturnType<typeof optionalText>

/** Reads `page` and `pageSize` (and the other query fields of `extra`) from the query string; unknown fields are refused. */
export function readPagingQuery<E extends Record<string, QueryText>>(ctx: Context, extra: E): Paging & { [K in keyof E]: string | undefined } {
  const f = readInput(ctx, { page: optionalText(10), pageSize: optionalText(10), ...extra }, { query: true }) as Record<string, string | undefined>
  const paging = {
    page: positiveInt(f.page, 'page', 1, 1_000_000_000),
    pageSize: positiveInt(f.pageSize, 'pageSize', PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX),
  }
  return { ...f, ...paging } as Paging & { [K in keyof E]: string | undefined }
}
