import { useState } from 'react';
import { Button, Col, DatePicker, Form, Input, Modal, Popconfirm, Row, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { MESSAGES, type TExitPlanStaff } from '@ecms/shared';
import { dictLabel, DictSelect, useDict } from '../../../components/dict';
import { useHasPermission } from '../../../app/hooks/use-user';
import { useApp } from '../../../components/use-app';
import { queryMembers } from '../api';
import { deleteExitStaff, EXIT_STAFF_KEY, queryExitStaff, saveExitStaff } from '../check-api';

interface StaffForm {
  memberId?: string | null; name: string; ranks?: string | null; stationInfo?: string | null;
  entryProjectDate?: Dayjs | null; exitProjectDate?: Dayjs | null; purpose?: string | null;
}
const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);

/**
 * The people of a person exit plan (spec §3 Person exit plan row, `personExitPlanStaffs`), inside the plan's dialog:
 * a project member picked fills the name and post, and the server copies the member's entry date; the exit is not
 * before the entry. Rows of a saved plan only (请先保存); only the plan's creator changes them.
 */
export function ExitStaffTable({ planId, businessId, editable: rowEditable }: { planId?: string; businessId: string; editable: boolean }) {
  const { t } = useTranslation();
  // The staff calls need the exit plan's edit right (check.routes.ts).
  const canEdit = useHasPermission('supervise:exitPlan:edit');
  const editable = rowEditable && canEdit;
  const { message } = useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<StaffForm>();
  const [open, setOpen] = useState<TExitPlanStaff | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const staff = useQuery({ queryKey: [EXIT_STAFF_KEY, planId], enabled: !!planId, queryFn: () => queryExitStaff(planId!, { pageSize: 200, orderBy: 'createdDate', order: 'asc' }) });
  const members = useQuery({ queryKey: ['sup-projects', 'members', businessId, 'exit'], enabled: open !== null, queryFn: () => queryMembers(businessId, {}) });
  const memberId = Form.useWatch('memberId', form);
  const picked = members.data?.rows.find((m) => m.id === memberId);
  const purposes = useDict('EXIT_PURPOSE');

  const start = (row: TExitPlanStaff | null) => {
    form.resetFields();
    if (row) {
      form.setFieldsValue({
        memberId: row.memberId, name: row.name, ranks: row.ranks, stationInfo: row.stationInfo, purpose: row.purpose,
        entryProjectDate: row.entryProjectDate ? dayjs(row.entryProjectDate) : null, exitProjectDate: row.exitProjectDate ? dayjs(row.exitProjectDate) : null,
      });
    }
    setOpen(row ?? 'new');
  };
  const save = async () => {
    let v: StaffForm;
    try { v = await form.validateFields(); } catch { return; }
    setBusy(true);
    try {
      const row = open !== 'new' ? open : null;
      await saveExitStaff({
        id: row?.id, version: row?.version, planId: planId!, memberId: v.memberId ?? null, name: v.name, ranks: v.ranks ?? null, stationInfo: v.stationInfo ?? null,
        entryProjectDate: day(v.entryProjectDate), exitProjectDate: day(v.exitProjectDate), purpose: v.purpose ?? null,
      });
      message.success(MESSAGES.SAVE_OK);
      setOpen(null);
      void qc.invalidateQueries({ queryKey: [EXIT_STAFF_KEY] });
    } catch { /* the http client showed the server's message */ } finally { setBusy(false); }
  };
  const remove = async (id: string) => {
    try {
      await deleteExitStaff(id);
      message.success(MESSAGES.DELETE_OK);
      void qc.invalidateQueries({ queryKey: [EXIT_STAFF_KEY] });
    } catch { /* shown */ }
  };

  if (!planId) return <Typography.Text type="secondary" data-testid="sup-exit-staff">{t('supMore.staff.saveFirst')}</Typography.Text>;
  return (
    <div data-testid="sup-exit-staff">
      {editable && (
        <Button size="small" icon={<PlusOutlined />} onClick={() => start(null)} style={{ marginBottom: 8 }} data-testid="sup-exit-staff-add">{t('supMore.staff.add')}</Button>
      )}
      <Table<TExitPlanStaff>
        size="small" rowKey="id" pagination={false} loading={staff.isFetching} dataSource={staff.data?.rows ?? []} scroll={{ x: 620 }}
        locale={{ emptyText: t('supMore.staff.empty') }} data-testid="sup-exit-staff-table"
        columns={[
          { title: t('supMore.staff.name'), dataIndex: 'name', width: 90 },
          { title: t('supMore.staff.station'), dataIndex: 'stationInfo', width: 110, ellipsis: true },
          { title: t('supMore.staff.entry'), dataIndex: 'entryProjectDate', width: 105 },
          { title: t('supMore.staff.exit'), dataIndex: 'exitProjectDate', width: 105 },
          { title: t('supMore.staff.purpose'), dataIndex: 'purpose', width: 110, render: (v: string | null) => dictLabel(purposes.data, v) },
          {
            title: '', key: 'op', width: 72, render: (_: unknown, r) => editable && r.editable && (
              <Space size={0}>
                <Button size="small" type="link" icon={<EditOutlined />} aria-label={t('sys.edit')} onClick={() => start(r)} />
                <Popconfirm title={MESSAGES.CONFIRM_DELETE} onConfirm={() => void remove(r.id)} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL}>
                  <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={t('sys.delete')} />
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={open !== null} title={t('supMore.staff.title')} onCancel={() => setOpen(null)} onOk={() => void save()} confirmLoading={busy}
        okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL} destroyOnHidden data-testid="sup-exit-staff-dialog">
        <Form<StaffForm> form={form} layout="vertical">
          <Form.Item name="memberId" label={t('supMore.staff.member')} extra={t('supMore.staff.memberHint')}>
            <Select allowClear showSearch optionFilterProp="label" loading={members.isFetching} data-testid="sup-exit-staff-member"
              options={(members.data?.rows ?? []).map((m) => ({ value: m.id, label: `${m.staffName}${m.positionName ? `（${m.positionName}）` : ''}` }))}
              onChange={(id: string | undefined) => {
                const m = members.data?.rows.find((x) => x.id === id);
                if (m) form.setFieldsValue({ name: m.staffName, stationInfo: m.positionName ?? undefined, entryProjectDate: m.entryDate ? dayjs(m.entryDate) : null });
              }} />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={12}>
              <Form.Item name="name" label={t('supMore.staff.name')} rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
                <Input maxLength={50} data-testid="sup-exit-staff-name" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}><Form.Item name="ranks" label={t('supMore.staff.ranks')}><Input maxLength={50} /></Form.Item></Col>
            <Col xs={24} sm={12}><Form.Item name="stationInfo" label={t('supMore.staff.station')}><Input maxLength={100} /></Form.Item></Col>
            <Col xs={24} sm={12}>
              <Form.Item name="entryProjectDate" label={t('supMore.staff.entry')}>
                {/* A picked member's entry date is the member's (copied on the server too). */}
                <DatePicker style={{ width: '100%' }} disabled={!!picked} inputReadOnly data-testid="sup-exit-staff-entry" />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="exitProjectDate" label={t('supMore.staff.exit')}><DatePicker style={{ width: '100%' }} inputReadOnly data-testid="sup-exit-staff-exit" /></Form.Item>
            </Col>
            <Col xs={24} sm={12}><Form.Item name="purpose" label={t('supMore.staff.purpose')}><DictSelect code="EXIT_PURPOSE" /></Form.Item></Col>
          </Row>
        </Form>
      </Modal>
    </div>
  );
}
