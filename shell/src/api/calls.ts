import type { RequestParams } from './request'
import { request } from './apiClient'

/**
 * The two shapes most workspace calls take: a GET with query parameters and a POST with a JSON
 * body. Each resolves with the `data` of a code-200 answer and rejects like `request` does (the
 * envelope, whose message the caller shows, or an already-handled failure).
 */

/** GETs `url` with `query` and resolves with its data. */
export async function getData<T>(url: string, query: RequestParams = {}): Promise<T> {
  const envelope = await request<T>({ method: 'GET', url, data: query })
  return envelope.data
}

/** POSTs `body` as JSON to `url` and resolves with its data. */
export async function postJson<T>(url: string, body: Readonly<Record<string, unknown>>): Promise<T> {
  const envelope = await request<T>({ method: 'POST', url, mode: 'json', json: body })
  return envelope.data
}
