import { useState } from 'react';
import { Button, Card, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { formatMoney } from '@ecms/shared';
import { type Contract, queryContracts } from '../../api/contract';
import { ExportButton } from '../../components/ExportButton';
import { ListTable, SearchInput, useListPage } from '../../components/list-page';
import { FlowRecordDialog } from './FlowRecordDialog';
import { FlowStatusTag, formLink } from './FlowRecordFormPage';

/** /consult/contract-database (合同台账): contracts under the caller's data scope; a row opens its form. */
export function ContractDatabasePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const params = { name$like: keyword.trim() };
  const { query, pagination, rows } = useListPage<Contract>(['contracts'], queryContracts, params);
  const open = (r: Contract) => navigate(`/contract/form?${new URLSearchParams({ id: r.id, name: r.name, ...(r.procInstId && { procInstId: r.procInstId }) })}`);
  return (
    <Card>
      <Space style={{ marginBottom: 12 }}>
        <SearchInput value={keyword} onChange={setKeyword} placeholder={t('contract.searchName')} width={240} testId="contract-search" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="flow-record-new">{t('contract.newContract')}</Button>
        <ExportButton code="contract:database" permission="contract:database:view" request={{ params }} fileName={t('route.contractDatabase')} testId="contract-export" />
      </Space>
      <ListTable<Contract>
        rowKey="id"
        dataSource={rows}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        pagination={pagination}
        onRow={(r) => ({ onDoubleClick: () => open(r) })}
        columns={[
          { title: t('contract.code'), dataIndex: 'code', width: 180 },
          { title: t('contract.name'), dataIndex: 'name', render: (v: string, r) => <a onClick={() => open(r)}>{v}</a> },
          { title: t('contract.businessType'), dataIndex: 'businessTypeName', width: 110 },
          { title: t('contract.amount'), dataIndex: 'amount', width: 140, align: 'right', render: (v: string | number | null) => formatMoney(v) || '—' },
          { title: t('contract.partyA'), dataIndex: 'partyA' },
          { title: t('contract.status'), dataIndex: 'status', width: 100, render: (v: number, r) => <FlowStatusTag status={v} name={r.statusName} /> },
          { title: t('contract.currentNode'), dataIndex: 'curNodeName', width: 160 },
          { title: t('contract.createdDate'), dataIndex: 'createdDate', width: 160, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm') },
        ]}
      />
      <FlowRecordDialog kind="contract" open={creating} onClose={() => setCreating(false)} onStarted={(s) => { setCreating(false); navigate(formLink('contract', s)); }} />
    </Card>
  );
}
