/**
 * The text of a CSV file a user picked: UTF-8 (with or without a byte-order mark), or, when the
 * bytes are not valid UTF-8, GB18030, the encoding Chinese-locale Excel saves "CSV (逗号分隔)" in.
 */
export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'gb18030' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    return { text: new TextDecoder('gb18030').decode(bytes), encoding: 'gb18030' }
  }
}
