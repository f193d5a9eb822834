/**
 * Contracts shared by every part of the product: the API envelope and account calls, the message
 * catalogues and the field rules. This folder imports nothing from the repository.
 */
export * from './api/envelope'
export * from './api/accounts'
export * from './api/registration'
export * from './messages/zhCN'
export * from './messages/en'
export * from './messages/format'
export * from './validation/accountRules'
export * from './validation/invisibleText'
export * from './validation/scriptMixing'
export * from './harness/ids'
export * from './harness/enums'
export * from './api/forum'
export * from './forum/richTextSchema'
export * from './forum/validateRichText'
