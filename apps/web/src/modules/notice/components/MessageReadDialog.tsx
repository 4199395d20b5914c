import { Button, Descriptions, Modal, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, MESSAGES } from '@ecms/shared';
import { useApp } from '../../../components/use-app';
import { FileList } from '../../../components/FileList';
import { NOTICE_FILE_MODULE, setMessageRead, type MessageRow } from '../api';

export interface MessageReadDialogProps {
  message: MessageRow | null;
  onClose: () => void;
  /** After the message was marked read (reload lists and the badge). */
  onRead: () => void;
}

/**
 * The read confirmation dialog (spec 1 §2.7, §4): the message in full; 确定 marks an unread
 * message read, says so and reloads; a failure shows the server's message (the HTTP client).
 */
export function MessageReadDialog({ message: msg, onClose, onRead }: MessageReadDialogProps) {
  const { t } = useTranslation();
  const { message } = useApp();
  const navigate = useNavigate();
  const read = useMutation({
    mutationFn: (id: string) => setMessageRead(id),
    onSuccess: () => {
      message.success(MESSAGES.CONFIRM_OK);
      onRead();
      onClose();
    },
  });
  const confirm = () => {
    if (!msg) return;
    if (msg.isRead) onClose();
    else read.mutate(msg.id);
  };
  return (
    <Modal
      open={!!msg}
      title={t('notice.readDialogTitle')}
      onCancel={onClose}
      width={msg?.refType === NOTICE_FILE_MODULE ? 720 : 560}
      destroyOnHidden
      rootClassName="ecms-msg-read-dialog"
      footer={[
        msg?.link ? (
          <Button key="open" onClick={() => { onClose(); navigate(msg.link as string); }}>
            {t('notice.open')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>{MESSAGES.CANCEL}</Button>,
        <Button key="ok" type="primary" loading={read.isPending} onClick={confirm} data-testid="msg-read-confirm">
          {MESSAGES.CONFIRM}
        </Button>,
      ]}
    >
      {msg && (
        <div data-testid="msg-read-dialog">
          <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="msg-read-title">{msg.title}</Typography.Title>
          <Descriptions size="small" column={2} items={[
            { key: 'sender', label: t('notice.sender'), children: msg.createName },
            { key: 'time', label: t('notice.time'), children: formatDate(msg.createTime, 'datetime') },
          ]} />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 12 }} data-testid="msg-read-content">{msg.content}</Typography.Paragraph>
          {msg.refType === NOTICE_FILE_MODULE && msg.refId && (
            <div style={{ marginBottom: 12 }} data-testid="msg-read-files">
              <Typography.Text strong>{t('notice.attachments')}</Typography.Text>
              <FileList readOnly refModule={NOTICE_FILE_MODULE} refRecordId={msg.refId} />
            </div>
          )}
          {!msg.isRead && <Typography.Text type="secondary">{t('notice.readConfirmHint')}</Typography.Text>}
        </div>
      )}
    </Modal>
  );
}
