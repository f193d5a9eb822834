import { describe, expect, it } from 'vitest'
import { fileNode as file, folderNode as folder } from './test/treeNodes'
import { buildTree } from './projectTree'
import { checkName, checkNameInFolder } from './nodeNames'

const index = buildTree([folder(1, null, '发动机舱'), file(2, 1, 'Main'), file(3, null, '总表')])

describe('name checks', () => {
  it('trims and refuses empty, long, forbidden and reserved names with the catalogue message', () => {
    expect(checkName('  主线束 ')).toEqual({ ok: true, name: '主线束' })
    expect(checkName('   ')).toMatchObject({ ok: false, message: 'nameEmpty' })
    expect(checkName('线'.repeat(81))).toMatchObject({ ok: false, message: 'nameTooLong', params: { max: 80 } })
    expect(checkName('a/b')).toMatchObject({ ok: false, message: 'nameInvalidChars' })
    expect(checkName('a\u202eb')).toMatchObject({ ok: false, message: 'nameInvalidChars' })
    expect(checkName('..')).toMatchObject({ ok: false, message: 'nameReserved' })
  })

  it('refuses a name taken in the same folder, whatever its case, but not elsewhere or by the node itself', () => {
    expect(checkNameInFolder(index, 1, 'main')).toEqual({ ok: false, message: 'nameTaken', params: { name: 'main' } })
    expect(checkNameInFolder(index, null, 'Main')).toEqual({ ok: true, name: 'Main' })
    expect(checkNameInFolder(index, 1, 'Main', 2)).toEqual({ ok: true, name: 'Main' })
    expect(checkNameInFolder(index, null, '总表')).toMatchObject({ ok: false, message: 'nameTaken' })
  })
})
