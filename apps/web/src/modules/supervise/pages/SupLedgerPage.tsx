import { Alert, Divider, Empty, Form, Segmented, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { DUE_STATE, ledgerDef, type DueState, type LedgerFieldDef, type SupLedgerKind } from '@ecms/shared';
import { LedgerPage, type LedgerColumn, type LedgerField } from '../../../components/ledger';
import { deleteLedger, fetchInstrumentDue, LEDGER_KEY, queryLedger, saveLedger, saveReadyWork, type TLedgerRow } from '../ledger-api';
import { CumulativeCard } from './CumulativeCard';
import { ExitStaffTable } from './ExitStaffTable';
import { clamp2, SafetyProjectBar, useSafetyProject } from './SafetyProjectBar';

type Values = Record<string, unknown>;
const DUE_COLOR: Record<DueState, string> = { ok: 'green', due: 'orange', overdue: 'red' };

/** A declared date field: dayjs in the form, YYYY-MM-DD on the wire. */
const toForm = (f: LedgerFieldDef, v: unknown) => (f.type === 'date' && typeof v === 'string' && v ? dayjs(v) : v);
const toWire = (f: LedgerFieldDef, v: unknown) => (f.type === 'date' && dayjs.isDayjs(v) ? (v as Dayjs).format('YYYY-MM-DD') : v ?? null);

/**
 * One page for every supervision ledger (持证人员, 大型机械, 检测仪器, 项目印章, 固定资产, 人员计划退场): columns,
 * search and the dialog come from the kind's declaration in packages/shared (the server validates the same
 * declaration). Fields that belong to a status (a seal's destruction, an asset's scrapping) are read-only
 * until the status says so; instruments show their next verification and due / overdue state. The exit plan's
 * dialog holds its people (personExitPlanStaffs); 项目授权 (readyWork) saves through the spec's ready/work call and
 * shows the project's 累计完成 figures of the acceptance report above its list.
 */
export function SupLedgerPage({ kind }: { kind: SupLedgerKind }) {
  const { t } = useTranslation();
  const p = useSafetyProject();
  const def = ledgerDef(kind);
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Values | undefined;
  const instrument = kind === 'instrument';
  const due = useQuery({ queryKey: [LEDGER_KEY, kind, 'due'], queryFn: fetchInstrumentDue, enabled: instrument });
  const right = (a: string) => `${def.permission}:${a}`;
  const label = (name: string) => t(`supLedger.fields.${name}`);
  const locked = (f: LedgerFieldDef) => !!f.onlyWhen && !f.onlyWhen.values.includes(String(watched?.[f.onlyWhen.field] ?? ''));

  const columns: LedgerColumn<TLedgerRow>[] = def.fields.filter((f) => f.column).map((f) => ({
    title: label(f.name), dataIndex: ['data', f.name], width: f.type === 'date' ? 110 : f.type === 'number' ? 90 : 140,
    ...(f.type === 'dict' ? { dict: f.dict } : f.type === 'date' || f.type === 'number' ? {} : { render: clamp2 }),
  }));
  if (instrument) {
    columns.push(
      { title: t('supLedger.dueDate'), dataIndex: 'dueDate', width: 120 },
      { title: t('supLedger.dueState'), dataIndex: 'dueState', width: 96, render: (v: DueState | null) => (v ? <Tag color={DUE_COLOR[v]} data-testid="sup-ledger-due">{t(`supLedger.due.${v}`)}</Tag> : null) },
    );
  }
  columns.push({ title: t('supLedger.createdBy'), dataIndex: 'createdByName', width: 90 });

  const fields: LedgerField[] = def.fields.map((f) => ({
    name: f.name, label: label(f.name), type: f.type, dict: f.dict, required: f.required, maxLength: f.max, testId: `sup-ledger-${f.name}`,
    disabled: locked(f),
    ...(f.type === 'number' ? { props: { min: f.min, max: f.max } } : {}),
    ...(f.onlyWhen ? { item: { extra: locked(f) ? t('supLedger.onlyWhen', { value: t('supLedger.fields.status') }) : undefined } } : {}),
  }));

  const dueCount = due.data && due.data.due + due.data.overdue > 0 ? due.data : null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }} data-testid={`sup-ledger-${kind}`}>
      <SafetyProjectBar ctx={p} testId="sup-ledger-project" />
      {kind === 'readyWork' && p.businessId && <CumulativeCard projectId={p.businessId} />}
      {dueCount && <Alert type={dueCount.overdue ? 'error' : 'warning'} showIcon message={t('supLedger.dueAlert', dueCount)} data-testid="sup-ledger-due-alert" />}
      {!p.businessId ? <Empty description={t('safety.chooseProject')} /> : (
        <LedgerPage<TLedgerRow, Values>
          testId="sup-ledger-page"
          tableTestId="sup-ledger-table"
          queryKey={[LEDGER_KEY, kind]}
          list={(req) => queryLedger(kind, req)}
          params={{ businessId: p.businessId }}
          invalidate={instrument ? [[LEDGER_KEY, kind, 'due']] : undefined}
          search={[
            { name: 'name$like', placeholder: t('supLedger.search'), width: 180, testId: 'sup-ledger-search' },
            ...(instrument ? [{
              name: 'dueState', type: 'custom' as const, initial: '',
              toParams: (v: unknown) => (v ? { dueState: v } : {}),
              render: (v: unknown, onChange: (x: unknown) => void) => (
                // At phone width the four states scroll inside the control instead of pushing the toolbar out.
                <Segmented
                  style={{ maxWidth: '100%', overflowX: 'auto' }}
                  value={(v as string) ?? ''} onChange={onChange} data-testid="sup-ledger-due-filter"
                  options={[{ value: '', label: t('supLedger.due.all') }, ...(Object.keys(DUE_STATE) as DueState[]).map((k) => ({ value: k, label: t(`supLedger.due.${k}`) }))]}
                />
              ),
            }] : []),
          ]}
          columns={columns}
          create={{ label: t('supLedger.add'), rights: right('add'), testId: 'sup-ledger-add' }}
          edit={{ rights: right('edit'), visible: (r) => r.editable, testId: 'sup-ledger-edit' }}
          remove={{ fn: (r) => deleteLedger(kind, r.id), rights: right('delete'), testId: 'sup-ledger-delete' }}
          actionsColumn={{ width: 130 }}
          form={{
            title: { create: `${t('supLedger.add')} · ${t(`supLedger.route.${kind}`)}`, edit: `${t('supLedger.edit')} · ${t(`supLedger.route.${kind}`)}` },
            instance: form, width: Math.min(720, window.innerWidth - 16), labelWidth: 130, okTestId: 'sup-ledger-save',
            toValues: (r) => Object.fromEntries(def.fields.map((f) => [f.name, toForm(f, r.data[f.name])])),
            save: (v, row) => {
              const data = Object.fromEntries(def.fields.map((f) => [f.name, locked(f) ? null : toWire(f, v[f.name])]));
              return kind === 'readyWork'
                ? saveReadyWork({ id: row?.id, version: row?.version, businessId: p.businessId!, name: data.docName, content: data.content, itemName: data.itemName, remark: data.remark })
                : saveLedger(kind, { id: row?.id, version: row?.version, businessId: p.businessId, data });
            },
            fields,
            ...(kind === 'exitPlan' ? {
              render: ({ editing }: { editing: TLedgerRow | null }) => (
                <>
                  <Divider titlePlacement="start" plain>{t('supMore.staff.title')}</Divider>
                  <ExitStaffTable planId={editing?.id} businessId={p.businessId!} editable={!editing || editing.editable} />
                </>
              ),
            } : {}),
          }}
        />
      )}
    </div>
  );
}
