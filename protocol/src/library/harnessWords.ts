/**
 * Words of the wire-harness trade in Chinese that a general dictionary of Chinese words lacks or
 * cuts apart (ICU's, which `Intl.Segmenter` uses, reads 线束 as two single characters, and
 * 发动机线束 as 发动 | 机 | 线 | 束): part kinds, protections, a harness's places in a vehicle and
 * the words of part descriptions. A query word nothing holds as typed is cut at these first
 * (`cjkWordPieces`), the longest first, so "发动机线束" is "发动机" and "线束".
 */
export const HARNESS_WORDS: ReadonlySet<string> = new Set([
  // Harnesses and their parts.
  '线束', '主线束', '主线', '导线', '电线', '电缆', '单芯线', '多芯线', '护套线', '双绞线', '绞线', '屏蔽线', '屏蔽', '主干', '分支',
  '连接器', '插接件', '接插件', '插头', '插座', '护套', '母护套', '公护套', '端子', '母端子', '公端子', '接点', '焊点', '压接',
  '防水', '防水栓', '密封', '密封圈', '堵头', '盲堵', '卡扣', '扎带', '支架', '胶圈', '过线胶圈', '护线套', '保险丝', '继电器',
  // Protections.
  '胶带', '布基胶带', '绒布胶带', '热缩管', '波纹管', '编织管', '编织网管', '套管', '缠绕', '包扎',
  // Wire and insulation words.
  '薄壁', '厚壁', '超薄壁', '截面', '截面积', '外径', '镀锡', '镀银', '铜', '铝',
  // Places in a vehicle.
  '发动机', '前舱', '仪表板', '仪表', '车身', '底盘', '顶棚', '座椅', '车门', '前门', '后门', '左前门', '右前门', '左后门', '右后门',
  '后备箱', '尾门', '蓄电池', '电池', '接地', '搭铁', '电源', '信号',
])

/** The longest word of {@link HARNESS_WORDS}, in characters. */
export const HARNESS_WORD_MAX = Math.max(...[...HARNESS_WORDS].map((w) => [...w].length))
