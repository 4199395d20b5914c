import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import type { TClaim } from '@ecms/shared';
import { LedgerPage, useCrudMutation } from '../../components/ledger';
import { CLAIM_TARGETS_KEY, CLAIMS_KEY, queryClaimRecords, RECEIPTS_KEY, revokeClaimRecord } from './claims-api';
import { fmtMoney } from './MonthBalancePage';

/** /bank-funds/subscription-list (认款记录): every claim the caller may see, revoked one by one. */
export function ClaimRecordPage() {
  const { t } = useTranslation();
  const revoke = useCrudMutation({ mutationFn: (c: TClaim) => revokeClaimRecord(c.id), invalidate: [[CLAIMS_KEY], [RECEIPTS_KEY], [CLAIM_TARGETS_KEY]] });
  return (
    <LedgerPage<TClaim, Record<string, never>>
      testId="claim-record-page" tableTestId="claim-records" queryKey={[CLAIMS_KEY, 'records']} list={queryClaimRecords} orderBy="createdDate" order="desc"
      search={[
        { name: 'targetLabel$like', placeholder: t('finClaims.claim.targetLabel'), width: 200 },
        { name: 'otherSideName$like', placeholder: t('finClaims.claim.searchPayer'), width: 200 },
      ]}
      edit={false} table={{ scroll: { x: 1200 } }} actionsColumn={{ width: 100 }}
      actions={[{ key: 'revoke', label: t('finClaims.claim.revoke'), rights: 'finance:bankClaim:revoke', danger: true, confirm: t('finClaims.claim.revokeConfirm'), onClick: (c) => revoke.mutate(c) }]}
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
  );
}
