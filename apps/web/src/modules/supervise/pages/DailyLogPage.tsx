import { useState } from 'react';
import { Alert, Button, Col, DatePicker, Descriptions, Empty, Form, Input, InputNumber, Modal, Popconfirm, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { CloudOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDate, MESSAGES, SUP_RECORD_MSG, WEATHER_TYPES, type TDailyLogSave } from '@ecms/shared';
import { useHasPermission } from '../../../app/hooks/use-user';
import { ListTable, useListPage } from '../../../components/list-page';
import { useApp } from '../../../components/use-app';
import {
  deleteLog, fetchLog, fetchWeather, prefillLog, queryLogs, REC_KEYS, saveLog, saveWeather, signLog, type TDailyLogDraft, type TSupDailyLog,
} from '../records-api';
import { ProjectBar, useFillForm, useNarrow, useProjectChoice } from './records-shared';

const PERM = 'supervise:log';
type LogForm = Pick<TDailyLogSave, 'weather' | 'siteSituation' | 'workDone' | 'problems' | 'instructions' | 'other'>;

/**
 * 监理日志 (GB/T 50319; domain §1): one per project and day. A new log starts from the prefill
 * (the day's patrol and side-station records, problems, notices and weather), the engineer edits
 * and signs it; signed logs are read-only.
 */
export function DailyLogPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const choice = useProjectChoice();
  const { businessId } = choice;
  const canAdd = useHasPermission(`${PERM}:add`);
  const [open, setOpen] = useState<{ id?: string; draft?: TDailyLogDraft } | null>(null);
  const [newDay, setNewDay] = useState<Dayjs>(dayjs());
  const [preparing, setPreparing] = useState(false);
  const list = useListPage<TSupDailyLog>([REC_KEYS.logs], queryLogs, { businessId }, { enabled: !!businessId });

  const startNew = async () => {
    setPreparing(true);
    try {
      const draft = await prefillLog(businessId, newDay.format('YYYY-MM-DD'));
      if (draft.existingId) {
        message.info(SUP_RECORD_MSG.LOG_EXISTS);
        setOpen({ id: draft.existingId });
      } else setOpen({ draft });
    } catch { /* shown */ } finally { setPreparing(false); }
  };

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }} data-testid="sup-log-page">
      <ProjectBar
        choice={choice} testId="sup-log-project"
        extra={businessId && (
          <Space wrap>
            <WeatherButton businessId={businessId} />
            {canAdd && (
              <Space.Compact>
                <DatePicker value={newDay} onChange={(d) => d && setNewDay(d)} allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')} inputReadOnly style={{ width: 130 }} data-testid="sup-log-day" />
                <Button type="primary" icon={<PlusOutlined />} loading={preparing} onClick={() => void startNew()} data-testid="sup-log-new">{t('supRecords.log.new')}</Button>
              </Space.Compact>
            )}
          </Space>
        )}
      />
      {!businessId ? <Empty description={t('supervise.problem.chooseProject')} /> : (
        <ListTable<TSupDailyLog>
          rowKey="id" size="small" list={list} data-testid="sup-log-table" scroll={{ x: 720 }}
          onRow={(r) => ({ onClick: () => setOpen({ id: r.id }), style: { cursor: 'pointer' } })}
          columns={[
            { title: t('supRecords.log.date'), dataIndex: 'logDate', width: 110 },
            { title: t('supRecords.record.weather'), dataIndex: 'weather', width: 170, ellipsis: true },
            { title: t('supRecords.log.workDone'), dataIndex: 'workDone', ellipsis: true, render: (v: string | null) => v?.split('\n')[0] },
            { title: t('supRecords.record.recorder'), dataIndex: 'createdByName', width: 90 },
            {
              title: t('supRecords.log.sign'), dataIndex: 'signed', width: 170,
              render: (v: boolean, r) => (v ? <Tag color="success">{r.signedName} {formatDate(r.signedDate as string, 'datetime')}</Tag> : <Tag>{t('supRecords.log.unsigned')}</Tag>),
            },
          ]}
        />
      )}
      {open && <LogDialog businessId={businessId} id={open.id} draft={open.draft} onClose={() => setOpen(null)} />}
    </Space>
  );
}

function LogDialog({ businessId, id: initialId, draft, onClose }: { businessId: string; id?: string; draft?: TDailyLogDraft; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const narrow = useNarrow();
  const [id, setId] = useState(initialId);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<LogForm>();
  const log = useQuery({ queryKey: [REC_KEYS.logs, 'one', id], queryFn: () => fetchLog(id!), enabled: !!id });
  const canSign = useHasPermission(`${PERM}:sign`);
  const canDelete = useHasPermission(`${PERM}:delete`);
  const editable = id ? !!log.data?.editable : true;
  const day = log.data?.logDate ?? draft?.logDate ?? '';
  const source = log.data ?? draft;
  const sig = log.data ? `${log.data.id}:${log.data.version}` : draft ? 'draft' : '';
  useFillForm(form, sig, source ? {
    weather: source.weather, siteSituation: source.siteSituation, workDone: source.workDone, problems: source.problems,
    instructions: source.instructions, other: 'other' in source ? source.other : null,
  } : null);

  const save = async () => {
    let v: LogForm;
    try { v = await form.validateFields(); } catch { return; }
    setBusy(true);
    try {
      const res = await saveLog({ ...v, id, version: log.data?.version, businessId, logDate: day });
      message.success(res.msg || MESSAGES.SAVE_OK);
      setId(res.data.id);
      qc.setQueryData([REC_KEYS.logs, 'one', res.data.id], res.data);
      void qc.invalidateQueries({ queryKey: [REC_KEYS.logs] });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const sign = async () => {
    if (!id) { message.warning(SUP_RECORD_MSG.SAVE_FIRST); return; }
    setBusy(true);
    try {
      const res = await signLog(id);
      message.success(res.msg);
      qc.setQueryData([REC_KEYS.logs, 'one', id], res.data);
      void qc.invalidateQueries({ queryKey: [REC_KEYS.logs] });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const remove = async () => {
    try {
      await deleteLog(id!);
      message.success(MESSAGES.DELETE_OK);
      void qc.invalidateQueries({ queryKey: [REC_KEYS.logs] });
      onClose();
    } catch { /* shown */ }
  };
  const area = { autoSize: { minRows: 3, maxRows: 12 } } as const;
  return (
    <Modal
      open title={`${t('supRecords.log.title')} ${day}`} onCancel={onClose} width={narrow ? '100%' : 960}
      style={narrow ? { top: 0, maxWidth: '100vw', padding: 0 } : undefined} destroyOnHidden maskClosable={false} data-testid="sup-log-dialog"
      footer={(
        <Space wrap style={{ justifyContent: 'flex-end' }}>
          {id && editable && canDelete && (
            <Popconfirm title={MESSAGES.CONFIRM_DELETE} onConfirm={() => void remove()} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL}>
              <Button danger>{t('sys.delete')}</Button>
            </Popconfirm>
          )}
          <Button onClick={onClose}>{t('supRecords.close')}</Button>
          {editable && <Button type="primary" loading={busy} onClick={() => void save()} data-testid="sup-log-save">{t('supRecords.save')}</Button>}
          {id && !log.data?.signed && canSign && (
            <Popconfirm title={t('supRecords.log.signConfirm')} onConfirm={() => void sign()} okText={MESSAGES.CONFIRM} cancelText={MESSAGES.CANCEL}>
              <Button type="primary" ghost icon={<EditOutlined />} loading={busy} data-testid="sup-log-sign">{t('supRecords.log.sign')}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
    >
      <Spin spinning={!!id && log.isPending}>
        {draft && !id && (
          <Alert type="info" showIcon style={{ marginBottom: 12 }} data-testid="sup-log-prefilled"
            message={t('supRecords.log.prefilled', { patrols: draft.sources.patrols, sideStations: draft.sources.sideStations, problems: draft.sources.problems, notices: draft.sources.notices })} />
        )}
        {log.data?.signed && (
          <Alert type="success" showIcon style={{ marginBottom: 12 }} data-testid="sup-log-signed"
            message={t('supRecords.log.signedBy', { name: log.data.signedName ?? '', time: formatDate(log.data.signedDate as string, 'datetime') })} />
        )}
        {id && log.data && !log.data.signed && !log.data.editable && (
          <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('supRecords.record.lockedOther', { name: log.data.createdByName ?? '' })} />
        )}
        <Form<LogForm> form={form} layout="vertical" disabled={!editable} data-testid="sup-log-form">
          <Form.Item name="weather" label={t('supRecords.log.weather')}><Input maxLength={200} data-testid="sup-log-weather" /></Form.Item>
          <Form.Item name="siteSituation" label={t('supRecords.log.site')}><Input.TextArea maxLength={8000} {...area} data-testid="sup-log-site" /></Form.Item>
          <Form.Item name="workDone" label={t('supRecords.log.workDone')}><Input.TextArea maxLength={8000} {...area} data-testid="sup-log-work" /></Form.Item>
          <Form.Item name="problems" label={t('supRecords.log.problems')}><Input.TextArea maxLength={8000} {...area} data-testid="sup-log-problems" /></Form.Item>
          <Form.Item name="instructions" label={t('supRecords.log.instructions')}><Input.TextArea maxLength={8000} {...area} /></Form.Item>
          <Form.Item name="other" label={t('supRecords.log.other')}><Input.TextArea maxLength={4000} autoSize={{ minRows: 1, maxRows: 6 }} /></Form.Item>
        </Form>
        {log.data && (
          <Descriptions size="small" column={narrow ? 1 : 2}>
            <Descriptions.Item label={t('supRecords.record.recorder')}>{log.data.createdByName}</Descriptions.Item>
            <Descriptions.Item label={t('supRecords.log.updated')}>{formatDate(log.data.updatedDate as string, 'datetime')}</Descriptions.Item>
          </Descriptions>
        )}
      </Spin>
    </Modal>
  );
}

interface WeatherForm { dayWtype: string; tempLow?: number | null; tempHigh?: number | null; wind?: string | null }

/** Today's weather of the project (spec §7: fetched only for today), entered here since the server has no network. */
function WeatherButton({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const today = dayjs().format('YYYY-MM-DD');
  const weather = useQuery({ queryKey: [REC_KEYS.weather, businessId, today], queryFn: () => fetchWeather(businessId, today) });
  const canEnter = useHasPermission(`${PERM}:add`);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<WeatherForm>();
  const w = weather.data;
  const label = w?.dayWtype ? [w.dayWtype, w.tempRange].filter(Boolean).join(' ') : t('supRecords.weather.none');
  const submit = async () => {
    let v: WeatherForm;
    try { v = await form.validateFields(); } catch { return; }
    try {
      const res = await saveWeather(businessId, today, v);
      message.success(res.msg || MESSAGES.SAVE_OK);
      qc.setQueryData([REC_KEYS.weather, businessId, today], res.data);
      setOpen(false);
    } catch { /* shown */ }
  };
  return (
    <>
      <Button icon={<CloudOutlined />} data-testid="sup-weather" disabled={!canEnter && !w?.dayWtype}
        onClick={() => { form.setFieldsValue({ dayWtype: w?.dayWtype ?? undefined, tempLow: w?.tempLow, tempHigh: w?.tempHigh, wind: w?.wind }); setOpen(canEnter); }}>
        <Typography.Text>{t('supRecords.weather.today')}：{label}</Typography.Text>
      </Button>
      <Modal open={open} title={`${t('supRecords.weather.title')} ${today}`} onCancel={() => setOpen(false)} onOk={() => void submit()} okText={t('supRecords.save')}
        cancelText={MESSAGES.CANCEL} destroyOnHidden data-testid="sup-weather-dialog">
        <Form<WeatherForm> form={form} layout="vertical">
          <Form.Item name="dayWtype" label={t('supRecords.weather.type')} rules={[{ required: true, message: SUP_RECORD_MSG.WEATHER_TYPE_REQUIRED }]}>
            <Select options={WEATHER_TYPES.map((v) => ({ value: v, label: v }))} data-testid="sup-weather-type" />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="tempLow" label={t('supRecords.weather.low')}>
                <InputNumber min={-300} max={300} step={0.1} addonAfter="℃" style={{ width: '100%' }} data-testid="sup-weather-low" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="tempHigh" label={t('supRecords.weather.high')}>
                <InputNumber min={-300} max={300} step={0.1} addonAfter="℃" style={{ width: '100%' }} data-testid="sup-weather-high" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="wind" label={t('supRecords.weather.wind')}><Input maxLength={50} /></Form.Item>
        </Form>
      </Modal>
    </>
  );
}
