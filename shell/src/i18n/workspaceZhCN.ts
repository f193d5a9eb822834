/**
 * zh-CN interface texts shared by the workspace screens: common actions, states and the team
 * role names. Spread into the shell's catalogue (`uiZhCN`).
 */
export const workspaceZhCN = {
  actions: '操作',
  create: '创建',
  save: '保存',
  copy: '复制',
  copied: '已复制',
  retry: '重试',
  loadFailed: '加载失败',
  signInFirst: '请先登录后再继续',
  roleOwner: '所有者',
  roleAdmin: '管理员',
  roleEditor: '编辑者',
  roleViewer: '查看者',
  profileJoined: '{date} 加入',
  profileSharedTeams: '共同的团队',
  profileNoSharedTeams: '没有共同的团队',
  profileNotGiven: '未填写',
  profileNotFound: '找不到用户“{name}”',
} as const
