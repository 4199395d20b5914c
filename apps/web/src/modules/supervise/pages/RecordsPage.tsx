import { useMemo, useRef, useState } from 'react';
import {
  Alert, Button, Checkbox, Col, DatePicker, Divider, Empty, Form, Image, Input, List, Modal, Popconfirm, Row, Space, Spin, Tag, TreeSelect, Typography,
} from 'antd';
import { CameraOutlined, DeleteOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { MESSAGES, RECORD_FILES, SUP_RECORD_MSG, type TSupRecordSave } from '@ecms/shared';
import { deleteFileItem, FILES_KEY, previewUrl, queryFiles, uploadFile } from '../../../api/files';
import { useCurrentUser, useHasPermission } from '../../../app/hooks/use-user';
import { DictSelect } from '../../../components/dict';
import { ListTable, useListPage } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';
import { fetchStructure, queryProblems, SUP_KEYS, type TSupProblem } from '../api';
import {
  addRecordProblem, deleteRecord, fetchRecord, newRecordInfo, queryRecords, REC_KEYS, saveRecord, submitRecord, type TSupRecord,
} from '../records-api';
import { watermarkPhoto } from '../watermark';
import { CheckItemsPanel } from './CheckItemsPanel';
import { ProjectBar, stamp, treeOptions, useFillForm, useNarrow, useProjectChoice } from './records-shared';

type RecordType = 1 | 2;
const PERM: Record<RecordType, string> = { 1: 'supervise:patrol', 2: 'supervise:sideStation' };

interface RecordForm {
  recordDate?: Dayjs; projectNodeId?: string | null; patrolNodeId?: string | null; weather?: string | null; remark?: string | null;
  area?: string | null; situation?: string | null; problemText?: string | null;
  part?: string | null; process?: string | null; startTime?: Dayjs | null; endTime?: Dayjs | null;
  constructionSituation?: string | null; supervisionSituation?: string | null; problemHandling?: string | null;
}

const minute = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD HH:mm') : null);

/**
 * 巡视记录 / 旁站记录 (spec 2 §4 record form; domain §5): a project's records, and the record form
 * with its problems (into the problem ledger) and watermarked photos. Problems and photos need the
 * record saved first (请先保存); only the creator edits; 发起 makes it read-only. Works at 390 px.
 */
export function RecordsPage({ type }: { type: RecordType }) {
  const { t } = useTranslation();
  const choice = useProjectChoice();
  const { businessId } = choice;
  const canAdd = useHasPermission(`${PERM[type]}:add`);
  const [open, setOpen] = useState<{ id?: string } | null>(null);
  const list = useListPage<TSupRecord>([REC_KEYS.records], queryRecords, { businessId, type }, { enabled: !!businessId });
  const k = type === 1 ? 'patrol' : 'side';

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid={`sup-record-page-${type}`}>
      <ProjectBar
        choice={choice} testId="sup-record-project"
        extra={businessId && canAdd && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({})} data-testid="sup-record-add">{t(`supRecords.${k}.add`)}</Button>
        )}
      />
      {!businessId ? <Empty description={t('supervise.problem.chooseProject')} /> : (
        <ListTable<TSupRecord>
          rowKey="id" size="small" list={list} data-testid="sup-record-table" scroll={{ x: 760 }}
          onRow={(r) => ({ onClick: () => setOpen({ id: r.id }), style: { cursor: 'pointer' } })}
          columns={[
            { title: t('supRecords.record.date'), dataIndex: 'recordDate', width: 104 },
            {
              title: type === 1 ? t('supRecords.patrol.area') : t('supRecords.side.partProcess'), key: 'title', ellipsis: true,
              render: (_: unknown, r) => (type === 1 ? r.area : [r.part, r.process].filter(Boolean).join(' · ')),
            },
            { title: t('supervise.problem.unit'), key: 'node', width: 150, ellipsis: true, render: (_: unknown, r) => [r.projectNodeName, r.patrolNodeName].filter(Boolean).join(' / ') },
            { title: t('supRecords.record.problems'), dataIndex: 'problemCount', width: 80 },
            { title: t('supRecords.record.recorder'), dataIndex: 'createdByName', width: 90 },
            {
              title: t('supRecords.record.status'), dataIndex: 'status', width: 90,
              render: (v: number) => <Tag color={v === 1 ? 'success' : 'default'}>{t(`supRecords.record.statuses.${v}`)}</Tag>,
            },
          ]}
        />
      )}
      {open && businessId && <RecordDialog type={type} businessId={businessId} projectName={choice.name} id={open.id} onClose={() => setOpen(null)} />}
    </Space>
  );
}

/** 巡视记录 (/main-page/supervise-patrol/wf-list). */
export const PatrolRecordsPage = () => <RecordsPage type={1} />;
/** 旁站记录 (/main-page/supervise-side-station/wf-list). */
export const SideStationRecordsPage = () => <RecordsPage type={2} />;

function RecordDialog({ type, businessId, projectName, id: initialId, onClose }: {
  type: RecordType; businessId: string; projectName: string; id?: string; onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const narrow = useNarrow();
  const [id, setId] = useState(initialId);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<RecordForm>();
  const k = type === 1 ? 'patrol' : 'side';
  const structure = useQuery({ queryKey: ['sup-structure', businessId], queryFn: () => fetchStructure(businessId) });
  const draft = useQuery({ queryKey: [REC_KEYS.records, 'new', businessId, type], queryFn: () => newRecordInfo(businessId, type), enabled: !id, gcTime: 0 });
  const record = useQuery({ queryKey: [REC_KEYS.records, 'one', id], queryFn: () => fetchRecord(id!), enabled: !!id });
  const unitId = Form.useWatch('projectNodeId', form);
  const units = useMemo(() => structure.data ?? [], [structure.data]);
  const parts = useMemo(() => treeOptions(units.find((u) => u.id === unitId)?.children ?? []), [units, unitId]);
  const loaded = id ? record.data : draft.data;
  const editable = id ? !!record.data?.editable : true;
  const canSubmit = useHasPermission(`${PERM[type]}:submit`);
  const canDelete = useHasPermission(`${PERM[type]}:delete`);

  // Fill the form once per loaded version (save-and-continue reloads the saved record into it).
  const sig = loaded ? `${id ?? 'new'}:${'version' in loaded ? loaded.version : 0}` : '';
  const rec = loaded as Partial<TSupRecord> | undefined;
  useFillForm(form, sig, rec ? {
    recordDate: dayjs(rec.recordDate), projectNodeId: rec.projectNodeId ?? undefined, patrolNodeId: rec.patrolNodeId ?? undefined, weather: rec.weather,
    remark: rec.remark, area: rec.area, situation: rec.situation, problemText: rec.problemText, part: rec.part, process: rec.process,
    startTime: rec.startTime ? dayjs(rec.startTime) : (id ? null : dayjs()), endTime: rec.endTime ? dayjs(rec.endTime) : null,
    constructionSituation: rec.constructionSituation, supervisionSituation: rec.supervisionSituation, problemHandling: rec.problemHandling,
  } : null);

  const save = async (keepOpen: boolean) => {
    let v: RecordForm;
    try { v = await form.validateFields(); } catch { return; }
    const body: TSupRecordSave = {
      id, version: record.data?.version, businessId, type, recordDate: (v.recordDate ?? dayjs()).format('YYYY-MM-DD'),
      projectNodeId: v.projectNodeId ?? null, patrolNodeId: v.patrolNodeId ?? null, weather: v.weather, remark: v.remark,
      area: v.area, situation: v.situation, problemText: v.problemText, part: v.part, process: v.process,
      startTime: minute(v.startTime), endTime: minute(v.endTime), constructionSituation: v.constructionSituation,
      supervisionSituation: v.supervisionSituation, problemHandling: v.problemHandling,
    };
    setBusy(true);
    try {
      const res = await saveRecord(body);
      message.success(res.msg || MESSAGES.SAVE_OK);
      void qc.invalidateQueries({ queryKey: [REC_KEYS.records] });
      if (keepOpen) {
        setId(res.data.id);
        qc.setQueryData([REC_KEYS.records, 'one', res.data.id], res.data);
      } else onClose();
    } catch { /* the http client showed the server's message */ } finally { setBusy(false); }
  };
  const start = async () => {
    if (!id) { message.warning(SUP_RECORD_MSG.SAVE_FIRST); return; }
    setBusy(true);
    try {
      const res = await submitRecord(id);
      message.success(res.msg);
      qc.setQueryData([REC_KEYS.records, 'one', id], res.data);
      void qc.invalidateQueries({ queryKey: [REC_KEYS.records] });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const remove = async () => {
    if (!id) return;
    try {
      await deleteRecord(id);
      message.success(MESSAGES.DELETE_OK);
      void qc.invalidateQueries({ queryKey: [REC_KEYS.records] });
      onClose();
    } catch { /* shown */ }
  };

  const title = `${t(`supRecords.${k}.title`)}${record.data?.stepName ? ` · ${record.data.stepName}` : ''}`;
  const big = { autoSize: { minRows: 2, maxRows: 8 } } as const;
  return (
    <Modal
      open title={title} onCancel={onClose} width={narrow ? '100%' : 960} style={narrow ? { top: 0, maxWidth: '100vw', padding: 0 } : undefined}
      destroyOnHidden maskClosable={false} data-testid="sup-record-dialog"
      footer={(
        // At phone width the row must hold on one line (发起 wrapped to a second one, issue 15): the
        // title bar's × closes, so 关闭 goes, and 删除 and 发起 drop to an icon and a word.
        <Space wrap={!narrow} size={narrow ? 6 : 8} style={{ justifyContent: 'flex-end' }} data-testid="sup-record-footer">
          {id && editable && canDelete && (
            <Popconfirm title={MESSAGES.CONFIRM_DELETE} onConfirm={remove} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL}>
              <Button danger icon={<DeleteOutlined />} aria-label={t('sys.delete')} data-testid="sup-record-delete">{narrow ? null : t('sys.delete')}</Button>
            </Popconfirm>
          )}
          {!narrow && <Button onClick={onClose}>{t('supRecords.close')}</Button>}
          {editable && <Button loading={busy} onClick={() => void save(true)} data-testid="sup-record-save-continue">{t('supRecords.saveContinue')}</Button>}
          {editable && <Button type="primary" loading={busy} onClick={() => void save(false)} data-testid="sup-record-save">{t('supRecords.save')}</Button>}
          {editable && canSubmit && <Button type="primary" ghost icon={narrow ? undefined : <SendOutlined />} loading={busy} onClick={() => void start()} data-testid="sup-record-submit">{t('supRecords.start')}</Button>}
        </Space>
      )}
    >
      <Spin spinning={(!!id && record.isPending) || (!id && draft.isPending)}>
        {id && record.data && !record.data.editable && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} data-testid="sup-record-readonly"
            message={record.data.status === 1 ? t('supRecords.record.lockedStarted') : t('supRecords.record.lockedOther', { name: record.data.createdByName ?? '' })} />
        )}
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {projectName} · {t('supRecords.record.recorder')}：{(id ? record.data?.createdByName : draft.data?.createdByName) ?? ''}
        </Typography.Text>
        <Form<RecordForm> form={form} layout="vertical" disabled={!editable} data-testid="sup-record-form" scrollToFirstError>
          <Row gutter={12}>
            <Col xs={24} sm={8}>
              <Form.Item name="recordDate" label={t('supRecords.record.date')} rules={[{ required: true, message: '请选择记录日期' }]}>
                <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} inputReadOnly />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="projectNodeId" label={t('supervise.problem.unit')}>
                <TreeSelect allowClear treeData={units.map((u) => ({ value: u.id, title: u.name }))} data-testid="sup-record-unit"
                  onChange={() => form.setFieldValue('patrolNodeId', undefined)} placeholder={t('supRecords.record.unitHint')} />
              </Form.Item>
            </Col>
            <Col xs={24} sm={8}>
              <Form.Item name="patrolNodeId" label={t('supervise.problem.part')}>
                <TreeSelect allowClear treeDefaultExpandAll treeData={parts} disabled={!editable || !unitId} data-testid="sup-record-part" />
              </Form.Item>
            </Col>
          </Row>
          {type === 1 ? (
            <>
              <Form.Item name="area" label={t('supRecords.patrol.area')} rules={[{ required: true, whitespace: true, message: SUP_RECORD_MSG.AREA_REQUIRED }]}>
                <Input maxLength={200} data-testid="sup-record-area" />
              </Form.Item>
              <Form.Item name="situation" label={t('supRecords.patrol.situation')} rules={[{ required: true, whitespace: true, message: SUP_RECORD_MSG.SITUATION_REQUIRED }]}>
                <Input.TextArea maxLength={4000} {...big} data-testid="sup-record-situation" />
              </Form.Item>
              <Form.Item name="problemText" label={t('supRecords.patrol.problemText')}>
                <Input.TextArea maxLength={4000} {...big} />
              </Form.Item>
            </>
          ) : (
            <>
              <Row gutter={12}>
                <Col xs={24} sm={12}>
                  <Form.Item name="part" label={t('supRecords.side.part')} rules={[{ required: true, whitespace: true, message: SUP_RECORD_MSG.PART_REQUIRED }]}>
                    <Input maxLength={200} data-testid="sup-record-side-part" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="process" label={t('supRecords.side.process')} rules={[{ required: true, whitespace: true, message: SUP_RECORD_MSG.PROCESS_REQUIRED }]}>
                    <Input maxLength={200} data-testid="sup-record-process" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item name="startTime" label={t('supRecords.side.start')} rules={[{ required: true, message: SUP_RECORD_MSG.START_REQUIRED }]}>
                    <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} inputReadOnly />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="endTime" label={t('supRecords.side.end')} dependencies={['startTime']}
                    rules={[({ getFieldValue }) => ({
                      validator: (_, v: Dayjs | null) => (v && getFieldValue('startTime') && v.isBefore(getFieldValue('startTime'))
                        ? Promise.reject(new Error(SUP_RECORD_MSG.END_BEFORE_START)) : Promise.resolve()),
                    })]}
                  >
                    <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} inputReadOnly />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item name="constructionSituation" label={t('supRecords.side.construction')}><Input.TextArea maxLength={4000} {...big} /></Form.Item>
              <Form.Item name="supervisionSituation" label={t('supRecords.side.supervision')}><Input.TextArea maxLength={4000} {...big} /></Form.Item>
              <Form.Item name="problemHandling" label={t('supRecords.side.handling')}><Input.TextArea maxLength={4000} {...big} /></Form.Item>
            </>
          )}
          <Row gutter={12}>
            <Col xs={24} sm={12}><Form.Item name="weather" label={t('supRecords.record.weather')}><Input maxLength={100} /></Form.Item></Col>
            <Col xs={24} sm={12}><Form.Item name="remark" label={t('supRecords.record.remark')}><Input maxLength={2000} /></Form.Item></Col>
          </Row>
        </Form>
        <Divider titlePlacement="start" plain>{t('supRecords.record.problemsTitle')}</Divider>
        <RecordProblems recordId={id} editable={editable} unitChosen={!!(record.data?.projectNodeId)} />
        <Divider titlePlacement="start" plain>{t('supMore.items.title')}</Divider>
        <CheckItemsPanel sourceId={id} editable={editable} projectNodeId={record.data?.projectNodeId} patrolNodeId={record.data?.patrolNodeId} />
        <Divider titlePlacement="start" plain>{t('supRecords.record.photos')}</Divider>
        <RecordPhotos recordId={id} businessId={businessId} editable={editable} place={[projectName, record.data?.projectNodeName, record.data?.area ?? record.data?.part].filter(Boolean).join(' · ')} />
      </Spin>
    </Modal>
  );
}

interface ProblemForm { name: string; problemType?: string; rectifyDeadline?: Dayjs | null; serious?: boolean; requirement?: string }

/** Problems found in the record: added to the problem ledger with the record as their source. */
function RecordProblems({ recordId, editable, unitChosen }: { recordId?: string; editable: boolean; unitChosen: boolean }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const [form] = Form.useForm<ProblemForm>();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = useQuery({
    queryKey: [SUP_KEYS.problems, 'record', recordId], enabled: !!recordId,
    queryFn: () => queryProblems({ params: { sourceId: recordId }, orderBy: 'createdDate', order: 'asc', pageSize: 200 }),
  });
  const open = () => {
    if (!recordId) { message.warning(SUP_RECORD_MSG.SAVE_FIRST); return; }
    if (!unitChosen) { message.warning('请先选择单位工程'); return; }
    form.resetFields();
    form.setFieldsValue({ rectifyDeadline: dayjs().add(3, 'day') });
    setAdding(true);
  };
  const add = async () => {
    let v: ProblemForm;
    try { v = await form.validateFields(); } catch { return; }
    setBusy(true);
    try {
      const res = await addRecordProblem(recordId!, {
        name: v.name, problemType: v.problemType, rectifyDeadline: v.rectifyDeadline ? v.rectifyDeadline.format('YYYY-MM-DD') : null, serious: !!v.serious, requirement: v.requirement,
      });
      message.success(res.msg || MESSAGES.SAVE_OK);
      setAdding(false);
      void qc.invalidateQueries({ queryKey: [SUP_KEYS.problems] });
      void qc.invalidateQueries({ queryKey: [REC_KEYS.records] });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const rows: TSupProblem[] = problems.data?.rows ?? [];
  return (
    <div data-testid="sup-record-problems">
      {rows.length > 0 ? (
        <List size="small" dataSource={rows} renderItem={(p) => (
          <List.Item data-testid="sup-record-problem">
            <Space wrap size={4}>
              <Typography.Text code>{p.code}</Typography.Text>
              {p.serious && <Tag color="volcano">{t('supervise.problem.serious')}</Tag>}
              <span>{p.name}</span>
              {p.rectifyDeadline && <Typography.Text type="secondary">{t('supervise.problem.deadline')} {p.rectifyDeadline}</Typography.Text>}
            </Space>
          </List.Item>
        )} />
      ) : <Typography.Text type="secondary">{recordId ? t('supRecords.record.noProblems') : SUP_RECORD_MSG.SAVE_FIRST}</Typography.Text>}
      {editable && (
        <div style={{ marginTop: 8 }}>
          <Button icon={<PlusOutlined />} onClick={open} data-testid="sup-record-problem-add">{t('supRecords.record.addProblem')}</Button>
        </div>
      )}
      <Modal open={adding} title={t('supRecords.record.addProblem')} onCancel={() => setAdding(false)} onOk={() => void add()} confirmLoading={busy}
        okText={t('supRecords.save')} cancelText={MESSAGES.CANCEL} destroyOnHidden data-testid="sup-record-problem-dialog">
        <Form<ProblemForm> form={form} layout="vertical">
          <Form.Item name="name" label={t('supervise.problem.name')} rules={[{ required: true, whitespace: true, message: '请输入问题描述' }]}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="sup-record-problem-name" />
          </Form.Item>
          <Row gutter={12}>
            <Col xs={24} sm={12}><Form.Item name="problemType" label={t('supervise.problem.type')}><DictSelect code="PROBLEM_TYPE" allowClear /></Form.Item></Col>
            <Col xs={24} sm={12}><Form.Item name="rectifyDeadline" label={t('supervise.problem.deadline')}><DatePicker style={{ width: '100%' }} inputReadOnly /></Form.Item></Col>
          </Row>
          <Form.Item name="requirement" label={t('supervise.problem.requirement')}><Input.TextArea maxLength={1000} autoSize={{ minRows: 1, maxRows: 4 }} /></Form.Item>
          <Form.Item name="serious" valuePropName="checked"><Checkbox>{t('supervise.problem.serious')}</Checkbox></Form.Item>
        </Form>
      </Modal>
    </div>
  );
}

/** Photos of the record, taken with the phone's camera or picked, watermarked (time, user, place) before upload. */
function RecordPhotos({ recordId, businessId, editable, place }: { recordId?: string; businessId: string; editable: boolean; place: string }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const user = useCurrentUser();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const params = { refModule: RECORD_FILES, refRecordId: recordId };
  const files = useQuery({ queryKey: [FILES_KEY, 'record', recordId], enabled: !!recordId, queryFn: () => queryFiles({ params, pageSize: 100 }) });
  const pick = () => {
    if (!recordId) { message.warning(SUP_RECORD_MSG.SAVE_FIRST); return; }
    input.current?.click();
  };
  const upload = async (list: FileList | null) => {
    if (!list?.length || !recordId) return;
    setBusy(true);
    try {
      for (const f of Array.from(list)) {
        const marked = await watermarkPhoto(f, { time: stamp(), user: user.name, place });
        await uploadFile(marked, { refModule: RECORD_FILES, refRecordId: recordId, businessId }, () => undefined);
      }
      message.success(t('supRecords.record.photoUploaded'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
      void qc.invalidateQueries({ queryKey: [FILES_KEY] });
    }
  };
  const remove = async (id: string) => {
    try {
      await deleteFileItem(id);
      void qc.invalidateQueries({ queryKey: [FILES_KEY] });
    } catch { /* shown */ }
  };
  const rows = files.data?.rows ?? [];
  return (
    <div data-testid="sup-record-photos">
      <input ref={input} type="file" accept="image/*" capture="environment" multiple hidden onChange={(e) => void upload(e.target.files)} data-testid="sup-record-photo-input" />
      {rows.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap size={8} style={{ marginBottom: 8 }}>
            {rows.map((f) => (
              <div key={f.id} style={{ position: 'relative' }} data-testid="sup-record-photo">
                <Image src={previewUrl(f.id)} width={104} height={104} style={{ objectFit: 'cover', borderRadius: 4 }} alt={f.fileName} />
                {editable && (f.userId === user.userId) && (
                  <Popconfirm title={MESSAGES.CONFIRM_DELETE} onConfirm={() => void remove(f.id)} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL}>
                    <Button size="small" danger type="primary" icon={<DeleteOutlined />} aria-label={t('sys.delete')} style={{ position: 'absolute', top: 4, right: 4 }} />
                  </Popconfirm>
                )}
              </div>
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {rows.length === 0 && <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>{recordId ? t('supRecords.record.noPhotos') : SUP_RECORD_MSG.SAVE_FIRST}</Typography.Text>}
      {editable && <Button icon={<CameraOutlined />} loading={busy} onClick={pick} data-testid="sup-record-photo-add">{t('supRecords.record.takePhoto')}</Button>}
    </div>
  );
}
