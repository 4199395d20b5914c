/**
 * Seeded flow definitions: the four contract flow types of spec 1 §9 (FLOW_TYPE, whose
 * `processCode` names the definition). Assignees are rules (department leaders, role codes),
 * never user ids, so the same definitions work in every company.
 */
import { FLOW_TYPE, type TFlowDefinitionTree, type TFlowNode } from '@ecms/shared';

export interface FlowSeed {
  code: string;
  name: string;
  category: string;
  flowType: number;
  businessType: string;
  tree: TFlowDefinitionTree;
}

const deptManager = (id: string, childNode?: TFlowNode): TFlowNode => ({
  id, name: '部门经理审批', type: 'approver',
  config: { assignee: { type: 'deptLeader', levels: 1 }, mode: 'single', fieldPermissions: { remark: 'editable' } },
  childNode,
});
/** The top of the initiator's department chain (the general manager in the demo company). */
const generalManager = (id: string, childNode?: TFlowNode): TFlowNode => ({
  id, name: '总经理审批', type: 'approver',
  config: { assignee: { type: 'deptLeader', levels: 10 }, mode: 'single', assigneeIsInitiator: 'autoPass' },
  childNode,
});
const ccInitiator = (id: string): TFlowNode => ({ id, name: '抄送发起人', type: 'cc', config: { assignee: { type: 'initiator' } } });

/** 收款合同标准流程: department manager; contracts from 100万 also the general manager; then 财务 and 总工 countersign. */
const STANDARD: TFlowDefinitionTree = {
  options: { resubmitToReturner: true },
  root: {
    id: 'start', name: '发起人', type: 'start',
    childNode: deptManager('dept_manager', {
      id: 'amount_check', name: '合同金额', type: 'condition',
      branches: [
        {
          id: 'amount_large', name: '合同金额≥100万元',
          conditions: [{ field: 'contractAmount', op: 'gte', value: 1_000_000 }],
          childNode: generalManager('general_manager'),
        },
        { id: 'amount_other', name: '其他', conditions: [], isDefault: true },
      ],
      childNode: {
        id: 'finance_chief', name: '财务与总工会签', type: 'approver',
        config: {
          assignee: { type: 'role', roleCodes: ['finance', 'chief_engineer'] }, mode: 'countersign',
          fieldPermissions: { contractAmount: 'readonly' },
        },
        childNode: ccInitiator('cc_initiator'),
      },
    },
    ),
  },
};

/** 自定义流程1: department manager, then 财务 (any one of them). */
const CUSTOM_1: TFlowDefinitionTree = {
  root: {
    id: 'start', name: '发起人', type: 'start',
    childNode: deptManager('dept_manager', {
      id: 'finance', name: '财务审核', type: 'approver',
      config: { assignee: { type: 'role', roleCodes: ['finance'] }, mode: 'orSign' },
      childNode: ccInitiator('cc_initiator'),
    }),
  },
};

/** 自定义流程2: 财务 and 技术 review in parallel, then the general manager. */
const CUSTOM_2: TFlowDefinitionTree = {
  root: {
    id: 'start', name: '发起人', type: 'start',
    childNode: {
      id: 'review', name: '财务技术会审', type: 'parallel',
      branches: [
        { id: 'review_finance', name: '财务', childNode: { id: 'finance', name: '财务审核', type: 'approver', config: { assignee: { type: 'role', roleCodes: ['finance'] }, mode: 'orSign' } } },
        { id: 'review_tech', name: '技术', childNode: { id: 'chief', name: '总工审核', type: 'approver', config: { assignee: { type: 'role', roleCodes: ['chief_engineer'] }, mode: 'orSign' } } },
      ],
      childNode: generalManager('general_manager'),
    },
  },
};

/** 极简流程: the department manager alone. */
const MINIMAL: TFlowDefinitionTree = {
  root: { id: 'start', name: '发起人', type: 'start', childNode: deptManager('dept_manager') },
};

const contract = (type: (typeof FLOW_TYPE)[keyof typeof FLOW_TYPE], tree: TFlowDefinitionTree): FlowSeed => ({
  code: type.processCode, name: type.label, category: 'contract', flowType: type.value, businessType: 'contract', tree,
});

export const FLOWS: FlowSeed[] = [
  contract(FLOW_TYPE.STANDARD_RECEIVABLE_CONTRACT, STANDARD),
  contract(FLOW_TYPE.CUSTOM_1, CUSTOM_1),
  contract(FLOW_TYPE.CUSTOM_2, CUSTOM_2),
  contract(FLOW_TYPE.MINIMAL, MINIMAL),
];
