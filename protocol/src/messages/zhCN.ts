/**
 * The zh-CN message catalogue for validation messages, error texts and server notices. The server
 * answers with these texts and the shell shows the same ones, so a user meets one wording
 * everywhere. Texts quoted in Chinese by the specification (sections 5 and 8) are copied verbatim.
 */
export const zhCN = {
  // Account identifiers (spec 5).
  accountEmpty: '手机号或者邮箱不能为空',
  accountInvalid: '请输入正确的手机号或者邮箱',
  phoneEmpty: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  emailEmpty: '请输入邮箱',
  emailInvalid: '请输入正确的邮箱',
  phoneTaken: '该手机号已被注册',
  emailTaken: '该邮箱已被注册',
  phoneNotRegistered: '该手机号未注册',
  emailNotRegistered: '该邮箱未注册',
  phoneSameAsCurrent: '新手机号与当前手机号相同',
  emailSameAsCurrent: '新邮箱与当前邮箱相同',
  // Username.
  usernameRequired: '请输入用户名',
  usernameEmpty: '用户名不能为空',
  usernameTaken: '该用户名已被注册',
  usernameTooLong: '用户名不能超过32个字符',
  usernameInvalidChars: '用户名不能包含 < > " \' & 、控制字符或不可见字符',
  usernameReserved: '该用户名为系统保留名称',
  usernameSameAsCurrent: '新用户名与当前用户名相同',
  // Passwords.
  loginPasswordEmpty: '密码不能为空',
  passwordRequired: '请输入密码',
  passwordMin: '密码长度不能少于6位',
  passwordRange: '密码长度为6到12位',
  passwordTooLong: '密码长度不能超过128位',
  passwordTooCommon: '该密码过于常见，请换一个更难猜的密码',
  passwordRepeatRequired: '请再次输入密码',
  passwordMismatch: '两次输入密码不一致!',
  currentPasswordRequired: '请输入当前密码',
  currentPasswordWrong: '当前密码不正确',
  // Verification and invitation codes.
  codeRequired: '请输入验证码',
  codeEmpty: '验证码不能为空',
  codeIncorrect: '验证码不正确',
  codeLength: '长度为6',
  codeInvalidOrExpired: '验证码无效或已过期，请重新获取',
  codeResendWait: '验证码发送过于频繁，请{seconds}秒后再试',
  codeDailyCap: '今日验证码发送次数已达上限，请明天再试',
  codeSendCap: '验证码发送次数过多，请{minutes}分钟后再试',
  codeSent: '验证码已发送',
  inviteRequired: '请输入邀请码',
  inviteWrong: '邀请码不正确',
  // Login and sessions (spec 4, 8).
  loginWrongUser: '用户名或密码错误',
  loginWrongEmail: '邮箱或密码错误',
  loginWrongPhone: '手机号或密码错误',
  loginElsewhere: '该账号已在其他设备登录',
  loginThrottled: '登录尝试过于频繁，请稍后再试',
  logoutFailed: '退出失败',
  logoutOtherDone: '已退出其他设备',
  takeoverInvalid: '下线凭证无效或已过期，请重新登录',
  sessionExpired: '登录状态失效，请重新登录',
  notSignedIn: '请先登录',
  forbidden: '没有权限执行此操作',
  crossSiteRefused: '拒绝跨站请求',
  // Results.
  registerSuccess: '注册成功',
  updateSuccess: '更新成功',
  resetSuccess: '密码重置成功，请使用新密码登录',
  passwordChanged: '密码修改成功',
  logoutSuccess: '已退出登录',
  // Avatar (spec 5).
  avatarTooLarge: '上传头像图片大小不能超过 2MB!',
  avatarJpgOnly: '上传头像图片只能是 JPG 格式!',
  avatarWrongType: '上传头像图片只能是 JPG、PNG 或 WebP 格式!',
  avatarUnreadable: '无法读取该图片，请换一张图片',
  avatarTooManyPixels: '图片尺寸过大，请换一张较小的图片',
  fieldTooLong: '{field}长度不能超过{max}个字符',
  // Generic request errors (spec 8).
  requestFailed: '数据请求失败',
  requestTimeout: '网络请求超时',
  badRequest: '请求参数不正确',
  unknownFields: '不支持的字段: {fields}',
  wrongFieldType: '字段 {field} 的格式不正确',
  bodyTooLarge: '请求内容过大',
  unsupportedMediaType: '不支持的请求内容类型',
  malformedBody: '请求内容无法解析',
  notFound: '请求的资源不存在',
  methodNotAllowed: '不支持该请求方法',
  tooManyRequests: '请求过于频繁，请稍后再试',
  serviceUnavailable: '服务暂时不可用，请稍后再试',
  serverError: '服务器内部错误',
  // Dictionary messages of the harness editor (spec 8).
  loginFailedUser: '用户名或密码错误',
  fileInvalid: '文件无效或不存在',
  fileSaveFailed: '保存文件失败',
  dataFormatIncorrect: '数据格式不正确',
  importUnsupported: '不支持导入该文件格式',
  importFailed: '导入失败，请检查文件',
  dataUnavailable: '获取数据失败，请检查导线或元器件配置',
  cannotConnectToGraph: '无法连接到该图形',
  bundleNotVisualisable: '当前线束无法可视化',
  noSealOrPlugProperty: '当前连接器未勾选防水栓/堵头属性',
  noOptimalSplicePoint: '无法计算出最优接点位置，请检查配置',
  autoSpliceFailed: '自动添加接点失败，请手动添加',
  noMatchedSubComponent: '未配置匹配的子零件，请手动查找或更新产品配置',
  selectWiresToSet: '请选择要设置的导线',
  // Forum (spec 5).
  replyEmpty: '不能回复空内容',
} as const

/** A key of the message catalogue. */
export type MessageKey = keyof typeof zhCN

/** The shape every catalogue (zh-CN, en) has: one text per key. */
export type MessageCatalogue = { readonly [K in MessageKey]: string }
