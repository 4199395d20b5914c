/**
 * Attendance documents (issue 18, attendance): leave requests through a flow and the work calendar
 * (public holidays and the weekend days worked in their place, 调休). Online forms declared in code;
 * the attendance computation (attendance.service.ts) reads their approved records.
 */
import { FLOW_TYPE, type TSerialRule } from '@ecms/shared';
import {
  LISTED, REQUIRED_LISTED, dateRangeErrors, dateRangeFields, defineForm, longTextField, remarkField, sectionModel, serialField, type FormDeclaration,
} from '../form/index.js';

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
  model: sectionModel('请假申请', [
    serialField('leaveNo', '申请单号', 'QJSQ'),
    { key: 'applicant', label: '请假人', type: 'person', ...REQUIRED_LISTED },
    { key: 'dept', label: '所在部门', type: 'dept', ...REQUIRED_LISTED },
    { key: 'leaveType', label: '请假类型', type: 'select', dictCode: 'LEAVE_TYPE', ...REQUIRED_LISTED },
    ...dateRangeFields(),
    longTextField('reason', '请假事由', { required: true }),
  ], { titleField: 'leaveNo' }),
  hooks: {
    validate: ({ values }) => dateRangeErrors(values, { endBeforeStart: ATTENDANCE_MSG.LEAVE_DATES, tooLong: ATTENDANCE_MSG.LEAVE_TOO_LONG }),
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
  model: sectionModel('节假日设置', [
    { key: 'day', label: '日期', type: 'date', required: true, unique: true, ...LISTED },
    { key: 'dayKind', label: '类型', type: 'select', dictCode: 'CALENDAR_DAY_KIND', required: true, defaultValue: DAY_HOLIDAY, listColumn: true },
    { key: 'dayName', label: '名称', type: 'text', required: true, maxLength: 50, ...LISTED },
    remarkField(),
  ], { titleField: 'dayName' }),
});

export const ATTENDANCE_FORMS: FormDeclaration[] = [LEAVE_REQUEST, WORK_CALENDAR];
