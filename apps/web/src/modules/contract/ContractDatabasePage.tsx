import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Contract, queryContracts } from '../../api/contract';
import { LedgerPage } from '../../components/ledger';
import { FlowRecordDialog } from './FlowRecordDialog';
import { formLink } from './FlowRecordFormPage';

/** /consult/contract-database (合同台账): contracts under the caller's data scope; a row opens its form. */
export function ContractDatabasePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const open = (r: Contract) => navigate(`/contract/form?${new URLSearchParams({ id: r.id, name: r.name, ...(r.procInstId && { procInstId: r.procInstId }) })}`);
  return (
    <LedgerPage<Contract>
      card={{ variant: 'outlined', className: undefined }}
      queryKey={['contracts']}
      list={queryContracts}
      search={[{ name: 'name$like', placeholder: t('contract.searchName'), testId: 'contract-search' }]}
      create={{ label: t('contract.newContract'), testId: 'flow-record-new', onClick: () => setCreating(true) }}
      export={{ code: 'contract:database', rights: 'contract:database:view', fileName: t('route.contractDatabase'), testId: 'contract-export' }}
      refreshButton={false}
      table={{ onRow: (r) => ({ onDoubleClick: () => open(r) }) }}
      columns={[
        { title: t('contract.code'), dataIndex: 'code', width: 180 },
        { title: t('contract.name'), dataIndex: 'name', render: (v: string, r) => <a onClick={() => open(r)}>{v}</a> },
        { title: t('contract.businessType'), dataIndex: 'businessTypeName', width: 110 },
        { title: t('contract.amount'), dataIndex: 'amount', width: 140, format: 'money' },
        { title: t('contract.partyA'), dataIndex: 'partyA' },
        { title: t('contract.status'), dataIndex: 'status', width: 100, flowStatus: 'statusName' },
        { title: t('contract.currentNode'), dataIndex: 'curNodeName', width: 160 },
        { title: t('contract.createdDate'), dataIndex: 'createdDate', width: 160, format: 'datetime' },
      ]}
    >
      <FlowRecordDialog kind="contract" open={creating} onClose={() => setCreating(false)} onStarted={(s) => { setCreating(false); navigate(formLink('contract', s)); }} />
    </LedgerPage>
  );
}
