/**
 * Attendance documents (issue 18, attendance): leave requests through a flow and the work calendar
 * (public holidays and the weekend days worked in their place, 调休). Online forms declared in code;
 * the attendance computation (attendance.service.ts) reads their approved records.
 */
import { FLOW_TYPE, type TSerialRule } from '@ecms/shared';
import { defineForm, type FormDeclaration } from '../form/index.js';

export const ATTENDANCE_SERIAL_RULES: TSerialRule[] = [
  { code: 'QJSQ', name: '请假申请单号', prefix: 'QJ', datePattern: 'YYYYMMDD', seqLength: 4, separator: '' },
];

export const ATTENDANCE_MSG = {
  LEAVE_DATES: '请假结束日期不能早于开始日期',
  LEAVE_TOO_LONG: '单次请假不能超过366天',
} as const;

/** Work-calendar day kinds (dictionary CALENDAR_DAY_KIND). */
export const DAY_HOLIDAY = '1';
export const DAY_WORKDAY = '2';

/** 请假申请: through a flow; approved leave excuses the working days it covers. */
export const LEAVE_REQUEST: FormDeclaration = defineForm({
  code: 'leave_request',
  name: '请假申请',
  version: 1,
  serialRules: ATTENDANCE_SERIAL_RULES,
  kind: 'list',
  groupId: '1',
  processCode: FLOW_TYPE.MINIMAL.processCode,
  model: {
    titleField: 'leaveNo',
    sections: [{
      key: 'base', title: '请假申请', columns: 2,
      fields: [
        { key: 'leaveNo', label: '申请单号', type: 'serial', serialRule: 'QJSQ', listColumn: true, searchable: true },
        { key: 'applicant', label: '请假人', type: 'person', required: true, listColumn: true, searchable: true },
        { key: 'dept', label: '所在部门', type: 'dept', required: true, listColumn: true, searchable: true },
        { key: 'leaveType', label: '请假类型', type: 'select', dictCode: 'LEAVE_TYPE', required: true, listColumn: true, searchable: true },
        { key: 'startDate', label: '开始日期', type: 'date', required: true, listColumn: true, searchable: true },
        { key: 'endDate', label: '结束日期', type: 'date', required: true, listColumn: true },
        { key: 'reason', label: '请假事由', type: 'textarea', required: true, maxLength: 500, span: 2 },
      ],
    }],
    subTables: [],
  },
  hooks: {
    validate({ values }) {
      if (!values.startDate || !values.endDate) return undefined;
      const s = String(values.startDate);
      const e = String(values.endDate);
      if (e < s) return [{ field: 'endDate', message: ATTENDANCE_MSG.LEAVE_DATES }];
      if ((Date.parse(e) - Date.parse(s)) / 86400_000 > 366) return [{ field: 'endDate', message: ATTENDANCE_MSG.LEAVE_TOO_LONG }];
      return undefined;
    },
  },
});

/** 节假日设置: a date is a public holiday (rest even on a work day) or a worked day (调休上班, work even on a weekend). */
export const WORK_CALENDAR: FormDeclaration = defineForm({
  code: 'work_calendar',
  name: '节假日设置',
  version: 1,
  catalogue: true,
  kind: 'list',
  groupId: '1',
  model: {
    titleField: 'dayName',
    sections: [{
      key: 'base', title: '节假日设置', columns: 2,
      fields: [
        { key: 'day', label: '日期', type: 'date', required: true, unique: true, listColumn: true, searchable: true },
        { key: 'dayKind', label: '类型', type: 'select', dictCode: 'CALENDAR_DAY_KIND', required: true, defaultValue: DAY_HOLIDAY, listColumn: true },
        { key: 'dayName', label: '名称', type: 'text', required: true, maxLength: 50, listColumn: true, searchable: true },
        { key: 'remark', label: '备注', type: 'textarea', maxLength: 500, span: 2 },
      ],
    }],
    subTables: [],
  },
});

export const ATTENDANCE_FORMS: FormDeclaration[] = [LEAVE_REQUEST, WORK_CALENDAR];
