import { Modal, Result, Tabs } from 'antd';
import { ToolOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uiStore, useUi } from '../app/store/ui';

/** Start-flow dialog (menu permission home:start:flow). The flow list arrives with the workflow issue. */
export function StartFlowDialog() {
  const { t } = useTranslation();
  const open = useUi((s) => s.startFlowOpen);
  const body = (
    <Result
      icon={<ToolOutlined style={{ color: 'var(--ecms-primary, #097fd6)' }} />}
      title={t('startFlow.building')}
      subTitle={t('startFlow.buildingHint')}
    />
  );
  return (
    <Modal
      title={t('startFlow.title')}
      open={open}
      onCancel={() => uiStore.set({ startFlowOpen: false })}
      footer={null}
      width={800}
      data-testid="start-flow-dialog"
    >
      <Tabs
        items={[
          { key: 'all', label: t('startFlow.all'), children: body },
          { key: 'fav', label: t('startFlow.favourites'), children: body },
        ]}
      />
    </Modal>
  );
}
