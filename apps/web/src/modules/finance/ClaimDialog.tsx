import { useState } from 'react';
import { Alert, Button, Descriptions, Empty, InputNumber, List, Modal, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { ResponsiveTable } from '../../components/list-page';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { CLAIM_KINDS, type TClaim, type TClaimItem } from '@ecms/shared';
import { useCan, useCrudMutation } from '../../components/ledger';
import {
  addClaims, CLAIM_TARGETS_KEY, CLAIMS_KEY, contractTargets, deleteClaim, kindTargets, RECEIPTS_KEY, receiptDetail, repayTargets, suggestions, updateClaimAmount,
} from './claims-api';
import { fmtMoney } from './MonthBalancePage';

type Kind = TClaimItem['kind'];
interface Item { key: number; kind: Kind; targetId?: string; amount?: number | null }

/** The claim dialog of one receipt: suggestions, a split over several targets, the claims it already has (change, delete). */
export function ClaimDialog({ bankDetailId, onClose }: { bankDetailId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const [items, setItems] = useState<Item[]>([{ key: 1, kind: 'contract' }]);
  const [editing, setEditing] = useState<{ id: string; amount: number } | null>(null);
  const detail = useQuery({ queryKey: [CLAIMS_KEY, 'detail', bankDetailId], queryFn: () => receiptDetail(bankDetailId) });
  const suggest = useQuery({ queryKey: [CLAIMS_KEY, 'suggest', bankDetailId], queryFn: () => suggestions(bankDetailId) });
  const contracts = useQuery({ queryKey: [CLAIM_TARGETS_KEY, 'contract'], queryFn: () => contractTargets() });
  const loans = useQuery({ queryKey: [CLAIM_TARGETS_KEY, 'repay'], queryFn: () => repayTargets() });
  const used = new Set(items.map((i) => i.kind));
  const business = useQuery({ queryKey: [CLAIM_TARGETS_KEY, 'business'], queryFn: () => kindTargets('business'), enabled: used.has('business') });
  const invoices = useQuery({ queryKey: [CLAIM_TARGETS_KEY, 'invoice'], queryFn: () => kindTargets('invoice'), enabled: used.has('invoice') });
  const payments = useQuery({ queryKey: [CLAIM_TARGETS_KEY, 'payment'], queryFn: () => kindTargets('payment'), enabled: used.has('payment') });
  const targetsOf = { contract: contracts.data, repay: loans.data, business: business.data, invoice: invoices.data, payment: payments.data };
  const kindLabel = (kind: string) => t(`finClaims.claim.kind${kind[0].toUpperCase()}${kind.slice(1)}`);
  const invalidate = [[CLAIMS_KEY], [RECEIPTS_KEY], [CLAIM_TARGETS_KEY]];
  const submit = useCrudMutation({
    mutationFn: () => addClaims(bankDetailId, items.filter((i) => i.targetId).map((i) => ({ kind: i.kind, targetId: i.targetId!, amount: i.amount ?? undefined }))),
    invalidate,
    close: () => setItems([{ key: Date.now(), kind: 'contract' }]),
  });
  const change = useCrudMutation({ mutationFn: (c: { id: string; kind: string; amount: number }) => updateClaimAmount(c.id, c.kind, c.amount), invalidate, close: () => setEditing(null) });
  const remove = useCrudMutation({ mutationFn: (c: TClaim) => deleteClaim(c.id, c.kind), invalidate });
  const r = detail.data?.receipt;
  const optionsOf = (kind: Kind) => (targetsOf[kind] ?? []).map((x) => ({
    value: x.targetId,
    label: `${x.code ?? ''} ${x.label}${x.open !== null ? ` · ${t('finClaims.claim.open')} ${fmtMoney(x.open)}` : ''}`.trim(),
  }));
  const setItem = (key: number, patch: Partial<Item>) => setItems((xs) => xs.map((x) => (x.key === key ? { ...x, ...patch } : x)));
  const use = (kind: string, targetId: string) => setItems((xs) => {
    const empty = xs.find((x) => !x.targetId);
    const item = { kind: kind as Kind, targetId };
    return empty ? xs.map((x) => (x === empty ? { ...x, ...item } : x)) : [...xs, { key: Date.now(), ...item }];
  });

  return (
    <Modal open title={t('finClaims.claim.dialogTitle')} width={920} onCancel={onClose} footer={null} destroyOnHidden data-testid="claim-dialog">
      {r && (
        <Descriptions size="small" bordered column={3} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('finClaims.claim.payer')}>{r.otherSideName}</Descriptions.Item>
          <Descriptions.Item label={t('finClaims.claim.dateTime')}>{dayjs(r.dateTime).format('YYYY-MM-DD HH:mm')}</Descriptions.Item>
          <Descriptions.Item label={t('finClaims.claim.income')}>{fmtMoney(r.income)}</Descriptions.Item>
          <Descriptions.Item label={t('finClaims.claim.summary')} span={2}>{[r.summary, r.matter].filter(Boolean).join(' / ')}</Descriptions.Item>
          <Descriptions.Item label={t('finClaims.claim.remaining')}><strong data-testid="claim-remaining">{fmtMoney(r.remaining)}</strong></Descriptions.Item>
        </Descriptions>
      )}
      {r?.parked && <Alert type="warning" showIcon message={t('finClaims.claim.parked')} style={{ marginBottom: 12 }} />}

      <Typography.Title level={5}>{t('finClaims.claim.suggestions')}</Typography.Title>
      {suggest.data?.length ? (
        <List size="small" bordered style={{ marginBottom: 12 }} dataSource={suggest.data.slice(0, 5)} renderItem={(s) => (
          <List.Item actions={[<Button key="use" size="small" onClick={() => use(s.kind, s.targetId)}>{t('finClaims.claim.use')}</Button>]}>
            <Space wrap><Tag color="blue">{kindLabel(s.kind)}</Tag>{s.code} {s.label}<Typography.Text type="secondary">{s.reasonText}</Typography.Text></Space>
          </List.Item>
        )} />
      ) : <Typography.Paragraph type="secondary">{t('finClaims.claim.noSuggestion')}</Typography.Paragraph>}

      {can('finance:bankSubscription:claim') && r && r.remaining > 0 && !r.parked && (
        <>
          <Typography.Title level={5}>{t('finClaims.claim.claim')}</Typography.Title>
          {items.map((it, i) => (
            <Space key={it.key} style={{ display: 'flex', marginBottom: 8 }} wrap>
              <Select style={{ width: 130 }} value={it.kind} onChange={(kind: Kind) => setItem(it.key, { kind, targetId: undefined })} data-testid={`claim-kind-${i}`}
                options={CLAIM_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))} />
              <Select style={{ width: 460 }} showSearch optionFilterProp="label" placeholder={t('finClaims.claim.pickTarget')} value={it.targetId}
                onChange={(targetId: string) => setItem(it.key, { targetId })} options={optionsOf(it.kind)} data-testid={`claim-target-${i}`} />
              <InputNumber<number> style={{ width: 160 }} min={0.01} precision={2} placeholder={t('finClaims.claim.amount')} value={it.amount ?? null}
                onChange={(amount) => setItem(it.key, { amount })} data-testid={`claim-amount-${i}`} />
              {items.length > 1 && <Button icon={<DeleteOutlined />} onClick={() => setItems((xs) => xs.filter((x) => x.key !== it.key))} />}
            </Space>
          ))}
          <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('finClaims.claim.emptyAmount')}</Typography.Paragraph>
          <Space style={{ marginBottom: 16 }}>
            <Button icon={<PlusOutlined />} onClick={() => setItems((xs) => [...xs, { key: Date.now(), kind: 'contract' }])} data-testid="claim-add-item">{t('finClaims.claim.addItem')}</Button>
            <Button type="primary" loading={submit.isPending} disabled={!items.some((i) => i.targetId)} onClick={() => submit.mutate(undefined)} data-testid="claim-submit">
              {t('finClaims.claim.submit')}
            </Button>
          </Space>
        </>
      )}

      <Typography.Title level={5}>{t('finClaims.claim.current')}</Typography.Title>
      <ResponsiveTable<TClaim> size="small" rowKey="id" pagination={false} dataSource={detail.data?.claims ?? []} data-testid="claim-current"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        columns={[
          { title: t('finClaims.claim.kind'), dataIndex: 'kindName', width: 100 },
          { title: t('finClaims.claim.targetLabel'), dataIndex: 'targetLabel', ellipsis: true },
          {
            title: t('finClaims.claim.amount'), dataIndex: 'amount', width: 200, align: 'right',
            render: (v: number, c) => (editing?.id === c.id ? (
              <Space>
                <InputNumber<number> size="small" min={0.01} precision={2} value={editing.amount} onChange={(a) => setEditing({ id: c.id, amount: a ?? 0 })} />
                <Button size="small" type="link" onClick={() => change.mutate({ id: c.id, kind: c.kind, amount: editing.amount })}>{t('common.ok')}</Button>
              </Space>
            ) : fmtMoney(v)),
          },
          { title: t('finClaims.claim.claimer'), dataIndex: 'createdByName', width: 130, ellipsis: true },
          {
            title: '', key: 'ops', width: 140,
            render: (_v, c) => can('finance:bankSubscription:claim') && (
              <Space>
                <Button size="small" type="link" onClick={() => setEditing({ id: c.id, amount: c.amount })}>{t('finClaims.claim.edit')}</Button>
                <Popconfirm title={t('finClaims.claim.remove')} onConfirm={() => remove.mutate(c)}><Button size="small" type="link" danger>{t('finClaims.claim.remove')}</Button></Popconfirm>
              </Space>
            ),
          },
        ]} />
    </Modal>
  );
}
