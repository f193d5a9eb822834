/** The report builder's browser Web Worker: whole reports from a transferred snapshot, off the editing worker. */
import { expose } from 'comlink'
import { createReportApi } from '../api/reportApi'
import { nativeCodec } from '../api/nativeCodec'

expose(createReportApi(nativeCodec.decode), self as unknown as Parameters<typeof expose>[1])
