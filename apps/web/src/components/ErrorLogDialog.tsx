import { Button, Empty, Modal, Typography } from 'antd';
import { ResponsiveTable } from './list-page';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { clearErrorLog, useErrorLog, type ErrorLogEntry } from '../app/error-log';
import { uiStore, useUi } from '../app/store/ui';

/** Front-end error log (spec §2.7): message, info, url and stack of captured errors. */
export function ErrorLogDialog() {
  const { t } = useTranslation();
  const open = useUi((s) => s.errorLogOpen);
  const entries = useErrorLog();
  const close = () => uiStore.set({ errorLogOpen: false });
  return (
    <Modal
      title={t('errorLog.title')}
      open={open}
      onCancel={close}
      width={960}
      footer={[
        <Button key="clear" danger disabled={entries.length === 0} onClick={clearErrorLog} data-testid="error-log-clear">
          {t('errorLog.clear')}
        </Button>,
        <Button key="close" type="primary" onClick={close}>
          {t('common.close')}
        </Button>,
      ]}
      data-testid="error-log-dialog"
    >
      <ResponsiveTable<ErrorLogEntry>
        rowKey="id"
        size="small"
        dataSource={entries}
        pagination={entries.length > 10 ? { pageSize: 10, size: 'small' } : false}
        scroll={{ y: 420 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('errorLog.empty')} /> }}
        expandable={{
          rowExpandable: (r) => Boolean(r.stack),
          expandedRowRender: (r) => <pre className="ecms-stack">{r.stack}</pre>,
        }}
        columns={[
          { title: t('errorLog.time'), dataIndex: 'time', width: 150, render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
          {
            title: t('errorLog.message'),
            dataIndex: 'message',
            render: (v: string) => <Typography.Text type="danger">{v}</Typography.Text>,
          },
          { title: t('errorLog.info'), dataIndex: 'info', width: 200, ellipsis: true },
          { title: t('errorLog.url'), dataIndex: 'url', width: 220, ellipsis: true },
        ]}
        data-testid="error-log-table"
      />
    </Modal>
  );
}
