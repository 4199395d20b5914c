/**
 * Demo organisation: one company with departments and about twenty staff.
 * The administrator account ('admin') is created separately by the seed runner.
 *
 * Phones are fake but valid-looking (1380000xxxx); e-mails use the demo domain.
 * `job` and `staffRank` are labels of the JOB and STAFF_RANK dictionaries;
 * `roles` are codes from ROLES. No demo account holds the admin role, and every demo account must
 * change the shared password on first sign-in (issue 13, finding 5: honest defaults).
 */

export interface DemoDeptSeed { code: string; name: string; children?: DemoDeptSeed[]; leaderLoginName?: string }
export interface DemoUserSeed { loginName: string; name: string; deptCode: string; job: string; roles: string[]; phone: string; email: string; no: string; staffRank?: string }

export const DEMO_COMPANY_NAME = '华建工程咨询有限公司';

export const DEMO_DEPTS: DemoDeptSeed[] = [
  {
    code: 'HJ',
    name: DEMO_COMPANY_NAME,
    leaderLoginName: 'wangjianguo',
    children: [
      { code: 'HJ01', name: '总经理办公室', leaderLoginName: 'wangjianguo' },
      {
        code: 'HJ02',
        name: '造价咨询部',
        leaderLoginName: 'lihua',
        children: [
          { code: 'HJ0201', name: '造价一所', leaderLoginName: 'zhangwei' },
          { code: 'HJ0202', name: '造价二所', leaderLoginName: 'zhoumin' },
        ],
      },
      { code: 'HJ03', name: '招标代理部', leaderLoginName: 'zhengqiang' },
      {
        code: 'HJ04',
        name: '工程监理部',
        leaderLoginName: 'yangfan',
        children: [
          { code: 'HJ0401', name: '监理一部', leaderLoginName: 'huangzhiqiang' },
          { code: 'HJ0402', name: '监理二部', leaderLoginName: 'guojun' },
        ],
      },
      { code: 'HJ05', name: '跟踪审计部', leaderLoginName: 'luoxin' },
      { code: 'HJ06', name: '财务部', leaderLoginName: 'hanxue' },
      { code: 'HJ07', name: '行政部', leaderLoginName: 'xiefang' },
      { code: 'HJ08', name: '技术质量部', leaderLoginName: 'pengtao' },
    ],
  },
];

/** Compact rows: loginName, name, deptCode, job, roles, staffRank. */
const ROWS: Array<[string, string, string, string, string[], string]> = [
  ['wangjianguo', '王建国', 'HJ01', '总经理', ['dept_manager'], '正高级'],
  ['lihua', '李华', 'HJ02', '部门经理', ['dept_manager', 'cost_engineer'], '高级'],
  ['zhangwei', '张伟', 'HJ0201', '造价工程师', ['cost_engineer'], '高级'],
  ['sunli', '孙丽', 'HJ0201', '造价员', ['cost_engineer'], '初级'],
  ['zhoumin', '周敏', 'HJ0202', '造价工程师', ['cost_engineer'], '中级'],
  ['wuhao', '吴昊', 'HJ0202', '造价员', ['cost_engineer'], '初级'],
  ['zhengqiang', '郑强', 'HJ03', '部门经理', ['dept_manager', 'cost_engineer'], '高级'],
  ['fengxue', '冯雪', 'HJ03', '招标专员', ['cost_engineer'], '中级'],
  ['yangfan', '杨帆', 'HJ04', '部门经理', ['dept_manager', 'project_director'], '高级'],
  ['huangzhiqiang', '黄志强', 'HJ0401', '项目总监', ['project_director'], '高级'],
  ['xuming', '徐明', 'HJ0401', '专业监理工程师', ['supervision_engineer'], '中级'],
  ['heping', '何平', 'HJ0401', '监理员', ['supervision_engineer'], '初级'],
  ['guojun', '郭军', 'HJ0402', '项目总监', ['project_director'], '高级'],
  ['linfeng', '林峰', 'HJ0402', '总监代表', ['supervision_engineer'], '中级'],
  ['majie', '马杰', 'HJ0402', '监理员', ['supervision_engineer'], '初级'],
  ['luoxin', '罗欣', 'HJ05', '部门经理', ['dept_manager', 'cost_engineer'], '高级'],
  ['songyu', '宋雨', 'HJ05', '造价工程师', ['cost_engineer'], '中级'],
  ['hanxue', '韩雪', 'HJ06', '财务', ['finance'], '中级'],
  ['caoying', '曹颖', 'HJ06', '出纳', ['finance'], '初级'],
  ['xiefang', '谢芳', 'HJ07', '行政专员', ['admin_office'], '中级'],
  ['dengchao', '邓超', 'HJ07', '行政专员', ['admin_office', 'staff'], '初级'],
  ['pengtao', '彭涛', 'HJ08', '部门经理', ['dept_manager', 'chief_engineer'], '正高级'],
  ['zhaolei', '赵磊', 'HJ08', '信息化专员', ['staff'], '中级'],
];

export const DEMO_USERS: DemoUserSeed[] = ROWS.map(([loginName, name, deptCode, job, roles, staffRank], i) => {
  const n = i + 1;
  return {
    loginName,
    name,
    deptCode,
    job,
    roles,
    phone: `1380000${String(n).padStart(4, '0')}`,
    email: `${loginName}@demo.ecms.cn`,
    no: `E${String(n).padStart(4, '0')}`,
    staffRank,
  };
});
