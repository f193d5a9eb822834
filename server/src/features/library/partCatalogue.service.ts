import type { Knex } from 'knex'
import type { CatalogPart, ParameterValue, PartRelation } from '@harness/protocol'
import type { Auth } from '../accounts/auth'
import { memberOf } from '../teams/teamAccess'

/**
 * Every part a harness of team `teamId` (null: a personal harness) is checked against, narrowest
 * library first (the team's, then global, then built in), each with the part numbers it links to
 * in link order: what the editor hands the engine for proposals and design-rule checks. A team the
 * caller is not in answers 404 `teamNotFound`.
 */
export async function partCatalogue(db: Knex, auth: Auth, teamId: number | null): Promise<CatalogPart[]> {
  if (teamId !== null) await memberOf(db, auth, teamId)
  const scope = (q: Knex.QueryBuilder) =>
    q.where((w) => {
      w.whereIn('p.scope', ['builtin', 'global'])
      if (teamId !== null) w.orWhere('p.team_id', teamId)
    })
  const parts = (await scope(db('library_parts as p'))
    .orderByRaw(`CASE p.scope WHEN 'team' THEN 0 WHEN 'global' THEN 1 ELSE 2 END`)
    .orderBy('p.id')
    .select('p.id', 'p.part_number', 'p.kind', 'p.description', 'p.status', 'p.params')) as {
    id: string | number; part_number: string; kind: CatalogPart['kind']; description: string; status: CatalogPart['status']; params: Record<string, ParameterValue> | string
  }[]
  const links = (await scope(db('library_part_links as l').join('library_parts as p', 'p.id', 'l.part_id').join('library_parts as o', 'o.id', 'l.linked_id'))
    .orderBy(['l.part_id', 'l.relation', 'l.seq'])
    .select('l.part_id', 'l.relation', 'o.part_number')) as { part_id: string | number; relation: PartRelation; part_number: string }[]
  const byPart = new Map<number, Partial<Record<PartRelation, string[]>>>()
  for (const link of links) {
    const of = byPart.get(Number(link.part_id)) ?? {}
    ;(of[link.relation] ??= []).push(link.part_number)
    byPart.set(Number(link.part_id), of)
  }
  return parts.map((p) => ({
    partNumber: p.part_number, kind: p.kind, description: p.description, status: p.status,
    params: typeof p.params === 'string' ? (JSON.parse(p.params) as Record<string, ParameterValue>) : p.params,
    links: byPart.get(Number(p.id)) ?? {},
  }))
}
