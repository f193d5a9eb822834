import { describe, expect, it } from 'vitest'
import { FILE_TYPES } from '@harness/protocol'
import { baseName, editorPath, extensionOf, fileTypeIcon, importFormatOf, nativeExtension, uploadTypeOf } from './fileFormats'

describe('file formats', () => {
  it('reads the extension, case-blind, and strips it', () => {
    expect(extensionOf('主线束.KBL')).toBe('kbl')
    expect(extensionOf('.hidden')).toBe('')
    expect(extensionOf('noext')).toBe('')
    expect(extensionOf('trailing.')).toBe('')
    expect(baseName('主线束.v2.yml')).toBe('主线束.v2')
    expect(baseName('noext')).toBe('noext')
  })

  it('routes files to the importer or the upload by extension', () => {
    expect(importFormatOf('a.kbl')).toBe('kbl')
    expect(importFormatOf('a.xml')).toBe('kbl')
    expect(importFormatOf('a.yaml')).toBe('wireviz')
    expect(importFormatOf('a.xlsx')).toBe('xlsx')
    expect(importFormatOf('a.csv')).toBe('csv')
    expect(importFormatOf('a.harness')).toBe('native')
    expect(importFormatOf('a.pdf')).toBeNull()
    expect(uploadTypeOf('a.harness')).toBe('harness')
    expect(uploadTypeOf('a.JSON')).toBe('datatable')
    expect(uploadTypeOf('a.kbl')).toBeNull()
  })

  it('opens harnesses and generic drawings in the drawing editor as .harness documents, tables in the table editor', () => {
    expect(FILE_TYPES.map((type) => [nativeExtension(type), fileTypeIcon(type), editorPath(type, 7)])).toEqual([
      ['.harness', 'harness', '/editor/harness?fileId=7'],
      ['.harness', 'drawing', '/editor/harness?fileId=7'],
      ['.json', 'table', '/editor/datatable?fileId=7'],
    ])
  })
})
