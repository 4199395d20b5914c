import { useState } from 'react';
import { Card, Input, Modal, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TClaim, TClaimTarget, TReceipt } from '@ecms/shared';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { ListTable } from '../../components/list-page';
import { ClaimDialog } from './ClaimDialog';
import {
  CLAIM_TARGETS_KEY, CLAIMS_KEY, contractTargets, deleteClaim, parkReceipt, queryHadClaim, queryNeedClaim, queryNoClaim, RECEIPTS_KEY, revokeReceipt,
} from './claims-api';
import { fmtMoney } from './MonthBalancePage';

const right = (a: string) => `finance:bankSubscription:${a}`;
const STATUS_COLOR: Record<string, string> = { 0: 'orange', 1: 'blue', 2: 'green', 3: 'default' };

/** /bank-subscription (到账认款): incoming money to claim, unclaimed and parked money, the claims, and what each contract has received. */
export function BankSubscriptionPage() {
  const { t } = useTranslation();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [parking, setParking] = useState<TReceipt | null>(null);
  const [parkRemark, setParkRemark] = useState('');
  const [keyword, setKeyword] = useState('');
  const invalidate = [[RECEIPTS_KEY], [CLAIMS_KEY], [CLAIM_TARGETS_KEY]];
  const park = useCrudMutation({ mutationFn: (v: { r: TReceipt; parked: boolean }) => parkReceipt(v.r.id, v.parked, parkRemark || undefined), invalidate, close: () => setParking(null) });
  const revoke = useCrudMutation({ mutationFn: (r: TReceipt) => revokeReceipt(r.id), invalidate });
  const removeClaim = useCrudMutation({ mutationFn: (c: TClaim) => deleteClaim(c.id, c.kind), invalidate });
  const contracts = useQuery({ queryKey: [CLAIM_TARGETS_KEY, 'contract', keyword], queryFn: () => contractTargets(keyword || undefined) });

  const receiptColumns = [
    { title: t('finClaims.claim.dateTime'), dataIndex: 'dateTime', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
    { title: t('finClaims.claim.payer'), dataIndex: 'otherSideName', width: 200, ellipsis: true },
    { title: t('finClaims.claim.income'), dataIndex: 'income', width: 130, align: 'right' as const, render: fmtMoney },
    { title: t('finClaims.claim.claimed'), dataIndex: 'claimTotal', width: 120, align: 'right' as const, render: fmtMoney },
    { title: t('finClaims.claim.remaining'), dataIndex: 'remaining', width: 120, align: 'right' as const, render: (v: number) => <strong>{fmtMoney(v)}</strong> },
    { title: t('finClaims.claim.summary'), dataIndex: 'summary', width: 200, ellipsis: true, render: (_v: unknown, r: TReceipt) => [r.summary, r.matter].filter(Boolean).join(' / ') },
    {
      title: t('finClaims.claim.status'), dataIndex: 'claimStatus', width: 110,
      render: (v: string, r: TReceipt) => (r.parked ? <Tag color="purple">{t('finClaims.claim.parked')}</Tag> : <Tag color={STATUS_COLOR[v]}>{t(`finClaims.claim.s${v}`)}</Tag>),
    },
    { title: t('finClaims.account'), dataIndex: 'accountNo', width: 170, ellipsis: true },
  ];
  const search = [{ name: 'otherSideName$like', placeholder: t('finClaims.claim.searchPayer'), width: 200 }];
  const receiptLedger = (key: string, list: typeof queryNeedClaim) => (
    <LedgerPage<TReceipt, Record<string, never>>
      card={false} tableTestId={`receipts-${key}`} queryKey={[RECEIPTS_KEY, key]} list={list} orderBy="dateTime" order="desc" search={search}
      edit={false} table={{ scroll: { x: 1300 } }} actionsColumn={{ width: 190 }} invalidate={invalidate}
      actions={[
        { key: 'claim', label: t('finClaims.claim.claim'), rights: right('view'), visible: (r) => !r.parked, onClick: (r) => setClaiming(r.id) },
        { key: 'park', label: t('finClaims.claim.park'), rights: right('park'), visible: (r) => !r.parked && r.claimTotal === 0, onClick: (r) => { setParkRemark(''); setParking(r); } },
        { key: 'unpark', label: t('finClaims.claim.unpark'), rights: right('park'), visible: (r) => r.parked, onClick: (r) => park.mutate({ r, parked: false }) },
        { key: 'revoke', label: t('finClaims.claim.revokeAll'), rights: right('revoke'), danger: true, visible: (r) => r.claimTotal > 0, confirm: t('finClaims.claim.revokeConfirm'), onClick: (r) => revoke.mutate(r) },
      ]}
      columns={receiptColumns}
    />
  );

  return (
    <Card data-testid="bank-subscription-page" title={t('finClaims.route.subscription')}>
      <Tabs destroyOnHidden items={[
        { key: 'need', label: t('finClaims.claim.tabNeed'), children: receiptLedger('need', queryNeedClaim) },
        { key: 'no', label: t('finClaims.claim.tabNo'), children: receiptLedger('no', queryNoClaim) },
        {
          key: 'had', label: t('finClaims.claim.tabHad'), children: (
            <LedgerPage<TClaim, Record<string, never>>
              card={false} tableTestId="claims-had" queryKey={[CLAIMS_KEY, 'had']} list={queryHadClaim} orderBy="createdDate" order="desc"
              edit={false} table={{ scroll: { x: 1200 } }} actionsColumn={{ width: 150 }} invalidate={invalidate}
              actions={[
                { key: 'open', label: t('finClaims.claim.claim'), rights: right('view'), onClick: (c) => setClaiming(c.bankDetailId) },
                { key: 'revoke', label: t('finClaims.claim.revoke'), rights: right('claim'), danger: true, confirm: t('finClaims.claim.revokeConfirm'), onClick: (c) => removeClaim.mutate(c) },
              ]}
              columns={[
                { title: t('finClaims.claim.dateTime'), dataIndex: 'dateTime', width: 150, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
                { title: t('finClaims.claim.payer'), dataIndex: 'otherSideName', width: 180, ellipsis: true },
                { title: t('finClaims.claim.income'), dataIndex: 'income', width: 120, align: 'right', render: fmtMoney },
                { title: t('finClaims.claim.kind'), dataIndex: 'kindName', width: 100 },
                { title: t('finClaims.claim.targetLabel'), dataIndex: 'targetLabel', width: 260, ellipsis: true },
                { title: t('finClaims.claim.amount'), dataIndex: 'amount', width: 120, align: 'right', render: fmtMoney },
                { title: t('finClaims.claim.claimer'), dataIndex: 'createdByName', width: 100 },
                { title: t('finClaims.claim.claimDate'), dataIndex: 'createdDate', width: 150, format: 'datetime' },
              ]}
            />
          ),
        },
        {
          key: 'contracts', label: t('finClaims.claim.tabContracts'), children: (
            <>
              <Input.Search allowClear placeholder={t('finClaims.claim.searchContract')} style={{ width: 280, marginBottom: 12 }} onSearch={setKeyword} data-testid="contract-receipts-search" />
              <ListTable<TClaimTarget>
                rowKey="targetId" data-testid="contract-receipts" loading={contracts.isLoading} dataSource={contracts.data ?? []} pagination={false}
                scroll={{ x: 1000 }}
                columns={[
                  { title: t('finClaims.claim.contractCode'), dataIndex: 'code', width: 190 },
                  { title: t('finClaims.claim.contractName'), dataIndex: 'label', width: 240, ellipsis: true },
                  { title: t('finClaims.claim.partyA'), dataIndex: 'party', width: 180, ellipsis: true },
                  { title: t('finClaims.claim.contractAmount'), dataIndex: 'total', width: 130, align: 'right', render: fmtMoney },
                  { title: t('finClaims.claim.received'), dataIndex: 'received', width: 130, align: 'right', render: (v: number) => <strong>{fmtMoney(v)}</strong> },
                  { title: t('finClaims.claim.open'), dataIndex: 'open', width: 130, align: 'right', render: fmtMoney },
                ]}
              />
            </>
          ),
        },
      ]} />
      {claiming && <ClaimDialog bankDetailId={claiming} onClose={() => setClaiming(null)} />}
      <Modal open={!!parking} title={t('finClaims.claim.park')} onCancel={() => setParking(null)} onOk={() => parking && park.mutate({ r: parking, parked: true })} confirmLoading={park.isPending}>
        <Input.TextArea rows={3} maxLength={500} placeholder={t('finClaims.claim.parkRemark')} value={parkRemark} onChange={(e) => setParkRemark(e.target.value)} />
      </Modal>
    </Card>
  );
}
