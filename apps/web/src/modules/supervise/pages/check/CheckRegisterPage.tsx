import { useState } from 'react';
import { Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Modal, Popconfirm, Row, Select, Space, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupCheckScope } from '@ecms/shared';
import { ResponsiveTable } from '../../../../components/list-page';
import { useCan } from '../../../../components/ledger';
import { useApp } from '../../../../components/use-app';
import { fetchScoreTables, queryProjects, SUP_KEYS } from '../../api';
import { CheckItemsPanel } from '../CheckItemsPanel';
import { addCheckTables, CHECK_KEY, delCheckTable, deleteCheck, fetchCheckTable, queryChecks, saveCheck, scoreCheckTable } from '../../check-api';

const GRADE_COLOR: Record<string, string> = { '1': 'success', '2': 'processing', '3': 'error' };
type Edit = Record<string, { score?: number | null; na?: boolean }>;

/**
 * Check register (公司检查登记 cms / 项目检查 pms): a project's checks, each with the JGJ 59 tables added to it
 * (addList / delList), scored row by row on the server (points deducted or 缺项); the check shows the summary and grade.
 * Check items picked into the check (unit project and part, 合格, deduction, opinion) feed the rows of their tables.
 */
export function CheckRegisterPage({ scope }: { scope: SupCheckScope }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const can = useCan();
  const qc = useQueryClient();
  const menu = scope === 'cms' ? 'supervise:companyCheck' : 'supervise:projectCheck';
  const [projectId, setProjectId] = useState<string>();
  const [checkId, setCheckId] = useState<string>();
  const [tableId, setTableId] = useState<string>();
  const [pick, setPick] = useState<string[]>([]);
  const [edit, setEdit] = useState<Edit>({});
  const [adding, setAdding] = useState(false);
  const [form] = Form.useForm<{ name: string; checkDate: { format: (f: string) => string }; remark?: string }>();
  const projects = useQuery({ queryKey: [SUP_KEYS.projects, 'picker'], queryFn: () => queryProjects({ pageSize: 200 }) });
  const catalogue = useQuery({ queryKey: ['sup-score-tables', projectId], queryFn: () => fetchScoreTables(projectId!), enabled: !!projectId });
  const checks = useQuery({ queryKey: [CHECK_KEY, scope, projectId], queryFn: () => queryChecks(projectId!, scope, { pageSize: 100 }), enabled: !!projectId });
  const check = checks.data?.rows.find((c) => c.id === checkId);
  const detail = useQuery({
    queryKey: [CHECK_KEY, 'table', checkId, tableId], queryFn: () => fetchCheckTable(projectId!, scope, checkId!, tableId!),
    enabled: !!checkId && !!tableId && !!check?.tableList.some((x) => x.code === tableId),
  });
  const refresh = () => qc.invalidateQueries({ queryKey: [CHECK_KEY] });
  const done = (r: { msg?: string }) => { void message.success(r.msg); void refresh(); };
  const create = useMutation({
    mutationFn: async () => {
      const v = await form.validateFields();
      return saveCheck(projectId!, scope, { name: v.name, checkDate: v.checkDate.format('YYYY-MM-DD'), remark: v.remark ?? null });
    },
    onSuccess: (r) => { done(r); setAdding(false); form.resetFields(); setCheckId(r.data.id); },
  });
  const add = useMutation({ mutationFn: () => addCheckTables(projectId!, scope, checkId!, pick), onSuccess: (r) => { done(r); setTableId(pick[0]); setPick([]); } });
  const del = useMutation({ mutationFn: (code: string) => delCheckTable(projectId!, scope, checkId!, code), onSuccess: (r) => { done(r); setTableId(undefined); } });
  const remove = useMutation({ mutationFn: (id: string) => deleteCheck(projectId!, scope, id), onSuccess: () => { void refresh(); setCheckId(undefined); } });
  const score = useMutation({
    mutationFn: () => scoreCheckTable(projectId!, scope, checkId!, tableId!, Object.entries(edit).map(([id, v]) => ({ id, score: v.score ?? 0, na: v.na }))),
    onSuccess: (r) => { done(r); setEdit({}); },
  });
  const editable = !!check?.editable && can(`${menu}:score`);
  const rowOf = (id: string) => detail.data?.rows.find((r) => r.id === id);
  const value = (id: string) => edit[id] ?? { score: rowOf(id)?.deduction ?? 0, na: rowOf(id)?.na };
  const set = (id: string, v: { score?: number | null; na?: boolean }) => setEdit((e) => ({ ...e, [id]: { ...value(id), ...v } }));

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sup-check-register">
      <Card size="small">
        <Space wrap>
          <Select style={{ width: 300, maxWidth: '100%' }} placeholder={t('supCheck.project')} value={projectId} data-testid="sup-creg-project"
            options={(projects.data?.rows ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }))}
            onChange={(v: string) => { setProjectId(v); setCheckId(undefined); setTableId(undefined); }} />
          <Button type="primary" disabled={!projectId || !can(`${menu}:score`)} onClick={() => setAdding(true)} data-testid="sup-creg-add">{t('supCheck.add')}</Button>
        </Space>
      </Card>
      {!projectId ? <Typography.Text type="secondary">{t('supCheck.empty')}</Typography.Text> : (
        <Row gutter={[12, 12]}>
          <Col xs={24} lg={9}>
            <Card size="small">
              <ResponsiveTable size="small" rowKey="id" pagination={false} dataSource={checks.data?.rows ?? []} loading={checks.isFetching} data-testid="sup-creg-list"
                rowClassName={(r) => (r.id === checkId ? 'ant-table-row-selected' : '')}
                onRow={(r) => ({ onClick: () => { setCheckId(r.id); setTableId(r.tableList[0]?.code); setEdit({}); } })}
                columns={[
                  { title: t('supCheck.name'), dataIndex: 'name' },
                  { title: t('supCheck.checkDate'), dataIndex: 'checkDate', width: 110 },
                  { title: t('supCheck.grade'), dataIndex: 'grade', width: 100, render: (g: string | null, r) => (g ? <Tag color={GRADE_COLOR[g]}>{r.total} {r.gradeName}</Tag> : '-') },
                  {
                    title: '', key: 'op', width: 60, render: (_: unknown, r) => r.editable && can(`${menu}:score`) && (
                      <Popconfirm title={t('supCheck.deleteConfirm')} onConfirm={() => remove.mutate(r.id)}>
                        <Button type="link" size="small" danger onClick={(e) => e.stopPropagation()}>{t('supCheck.delete')}</Button>
                      </Popconfirm>
                    ),
                  },
                ]} />
            </Card>
          </Col>
          <Col xs={24} lg={15}>
            {check && (
              <Card size="small" title={check.name} data-testid="sup-creg-check"
                extra={check.grade && <Space><span>{t('supCheck.total')} {check.total}</span><Tag color={GRADE_COLOR[check.grade]} data-testid="sup-creg-grade">{check.gradeName}</Tag></Space>}>
                <Space wrap style={{ marginBottom: 12 }}>
                  {check.tableList.map((x) => (
                    <Tag.CheckableTag key={x.code} checked={x.code === tableId} onChange={() => { setTableId(x.code); setEdit({}); }} data-testid={`sup-creg-table-${x.code}`}>
                      {x.name} {x.actualScore}
                    </Tag.CheckableTag>
                  ))}
                </Space>
                {editable && (
                  <Space wrap style={{ marginBottom: 12 }}>
                    <Select mode="multiple" style={{ minWidth: 260, maxWidth: '100%' }} placeholder={t('supCheck.pickTable')} value={pick} onChange={setPick} data-testid="sup-creg-pick"
                      options={(catalogue.data ?? []).filter((x) => !check.tableList.some((y) => y.code === x.code)).map((x) => ({ value: x.code, label: `${x.categoryName} · ${x.name}` }))} />
                    <Button disabled={pick.length === 0} loading={add.isPending} onClick={() => add.mutate()} data-testid="sup-creg-addtable">{t('supCheck.addTable')}</Button>
                    <Button danger disabled={!tableId} loading={del.isPending} onClick={() => tableId && del.mutate(tableId)}>{t('supCheck.delTable')}</Button>
                  </Space>
                )}
                {!tableId || !detail.data ? <Typography.Text type="secondary">{t('supCheck.noTable')}</Typography.Text> : (
                  <>
                    {detail.data.zeroed && <Typography.Text type="danger">{t('supCheck.zeroed')}</Typography.Text>}
                    <ResponsiveTable size="small" rowKey="id" pagination={false} dataSource={detail.data.rows} data-testid="sup-creg-rows" columns={[
                      { title: t('supCheck.item'), dataIndex: 'name' },
                      { title: t('supCheck.standard'), dataIndex: 'standard', width: 90 },
                      { title: t('supCheck.base'), dataIndex: 'baseScore', width: 70 },
                      {
                        title: t('supCheck.deduction'), key: 'd', width: 110, render: (_: unknown, r) => (
                          <InputNumber size="small" min={0} max={r.baseScore} step={0.5} style={{ width: 90 }} disabled={!editable || !!value(r.id).na}
                            value={value(r.id).score ?? 0} onChange={(v) => set(r.id, { score: v === null ? 0 : Number(v) })} data-testid={`sup-creg-deduct-${r.id}`} />
                        ),
                      },
                      { title: t('supCheck.na'), key: 'na', width: 60, render: (_: unknown, r) => <Checkbox disabled={!editable} checked={!!value(r.id).na} onChange={(e) => set(r.id, { na: e.target.checked })} /> },
                      { title: t('supCheck.got'), dataIndex: 'score', width: 70 },
                      { title: '', key: 'p', width: 190, render: (_: unknown, r) => t('supCheck.problems', { n: r.problemCount, m: r.resolvedProblemCount }) },
                    ]} />
                    <Space style={{ marginTop: 12 }}>
                      <span>{detail.data.name}: {detail.data.score}</span>
                      {editable && <Button type="primary" disabled={Object.keys(edit).length === 0} loading={score.isPending} onClick={() => score.mutate()} data-testid="sup-creg-score">{t('supCheck.score')}</Button>}
                    </Space>
                  </>
                )}
                {/* Check items picked from the JGJ 59 catalogue on a unit project and part: their tables join the sheet, their deductions score the rows. */}
                <Typography.Title level={5} style={{ marginTop: 16 }}>{t('supMore.items.title')}</Typography.Title>
                <CheckItemsPanel key={check.id} sourceId={check.id} projectId={projectId} editable={editable} scoring />
              </Card>
            )}
          </Col>
        </Row>
      )}
      <Modal open={adding} title={t('supCheck.add')} onCancel={() => setAdding(false)} onOk={() => create.mutate()} confirmLoading={create.isPending} destroyOnHidden>
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('supCheck.name')} rules={[{ required: true, whitespace: true, message: t('supCheck.nameRequired') }]}><Input maxLength={100} data-testid="sup-creg-name" /></Form.Item>
          <Form.Item name="checkDate" label={t('supCheck.checkDate')} rules={[{ required: true, message: t('supCheck.dateRequired') }]}><DatePicker style={{ width: '100%' }} data-testid="sup-creg-date" /></Form.Item>
          <Form.Item name="remark" label={t('supCheck.remark')}><Input.TextArea maxLength={500} rows={2} /></Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
