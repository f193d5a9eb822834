import type { Knex } from 'knex'
import { BIGRAM_MARK, cjkBigramSection } from '@harness/protocol'

/** Parts rewritten per statement batch. */
const BATCH = 2000

/**
 * Appends the CJK bigram tokens (`cjkBigramSection`: every pair of adjacent CJK characters of the
 * search text and the part numbers' keys, as words between spaces) to every library part's search
 * text, as `searchTextOf` now writes it, so a two-character Chinese word is answered from the
 * trigram index. Runs through the parts by id in batches; parts without CJK text keep theirs.
 */
export const m0010_search_bigrams = {
  async up(knex: Knex): Promise<void> {
    let after = 0
    for (;;) {
      const rows = (await knex('library_parts').where('id', '>', after).orderBy('id').limit(BATCH).select('id', 'search_text', 'number_keys')) as { id: string | number; search_text: string; number_keys: string }[]
      if (rows.length === 0) return
      after = Number(rows[rows.length - 1]!.id)
      const changed = rows.flatMap((r) => {
        const section = cjkBigramSection([r.search_text, r.number_keys])
        return section === '' ? [] : [{ id: Number(r.id), text: `${r.search_text} ${section}` }]
      })
      if (changed.length === 0) continue
      await knex.raw(
        `UPDATE library_parts AS p SET search_text = v.text FROM (SELECT unnest(?::bigint[]) AS id, unnest(?::text[]) AS text) AS v WHERE p.id = v.id`,
        [changed.map((c) => c.id), changed.map((c) => c.text)],
      )
    }
  },
  async down(knex: Knex): Promise<void> {
    await knex.raw(`UPDATE library_parts SET search_text = split_part(search_text, ?, 1) WHERE strpos(search_text, ?) > 0`, [` ${BIGRAM_MARK} `, ` ${BIGRAM_MARK} `])
  },
}
