import type { HarnessRecord, RecordOf } from '../model/records'

/** The types a label looks up: a cavity's connector, a terminal's wire, a seal's cavity. */
type Owner = 'connector' | 'wire' | 'cavity'

/**
 * Connectors, wires and cavities of one version by id, built on the first label that needs them
 * (one pass over the records), so labelling a few changes of a large harness stays cheap.
 */
export class OwnerLookup {
  private maps: { [T in Owner]: Map<string, RecordOf<T>> } | null = null

  constructor(private readonly records: readonly HarnessRecord[]) {}

  /** The `typeName` record with id `id` in this version, if any. */
  get<T extends Owner>(typeName: T, id: string): RecordOf<T> | undefined {
    if (this.maps === null) {
      const maps = { connector: new Map(), wire: new Map(), cavity: new Map() } as { [K in Owner]: Map<string, RecordOf<K>> }
      for (const r of this.records) {
        if (r.typeName === 'connector') maps.connector.set(r.id, r)
        else if (r.typeName === 'wire') maps.wire.set(r.id, r)
        else if (r.typeName === 'cavity') maps.cavity.set(r.id, r)
      }
      this.maps = maps
    }
    return this.maps[typeName].get(id) as RecordOf<T> | undefined
  }
}

/**
 * What a designer calls a record in a version history: its name or designator; a cavity as
 * `X1:3` (connector name, cavity name), a terminal as `W12/A` (wire name, end), a seal by its
 * cavity, a label by its text; '' for the settings and tables, which have none.
 */
export function recordLabel(record: HarnessRecord, owners: OwnerLookup): string {
  switch (record.typeName) {
    case 'cavity': {
      const connector = owners.get('connector', record.connectorId)
      return connector ? `${connector.name}:${record.name}` : record.name
    }
    case 'terminal': {
      const wire = owners.get('wire', record.wireId)
      return wire ? `${wire.name}/${record.end}` : ''
    }
    case 'seal': {
      const cavity = owners.get('cavity', record.cavityId)
      return cavity ? recordLabel(cavity, owners) : ''
    }
    case 'settings':
    case 'table':
      return ''
    case 'label':
      return record.text
    default:
      return record.name
  }
}
