import { useState } from 'react';
import { Button, Form, Input, Modal, Tag } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { DeptTreeSelect } from '../../../components/dept';
import { PersonPicker, type PickedUser } from '../../../components/PersonPicker';
import { useApp } from '../../../components/use-app';
import { FileList } from '../../../components/FileList';
import { newAttachmentId, NOTICE_FILE_MODULE, sendAnnouncement } from '../api';

type FormValues = { deptIds?: string[]; title: string; content: string };

/** Administrators send a notice to people and/or departments (departments include those below). */
export function AnnouncementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const [form] = Form.useForm<FormValues>();
  const [people, setPeople] = useState<PickedUser[]>([]);
  const [picking, setPicking] = useState(false);
  // Files are uploaded under this id before sending; the send links them to the messages.
  const [attachmentId, setAttachmentId] = useState(newAttachmentId);
  const send = useMutation({
    mutationFn: (v: FormValues) =>
      sendAnnouncement({ userIds: people.map((p) => p.id), deptIds: v.deptIds ?? [], title: v.title, content: v.content, attachmentId }),
    onSuccess: (count) => {
      message.success(t('notice.sent', { count }));
      form.resetFields();
      setPeople([]);
      setAttachmentId(newAttachmentId());
      onClose();
    },
  });
  const submit = async () => {
    const v = await form.validateFields();
    if (!people.length && !v.deptIds?.length) {
      message.warning(t('notice.recipientsRequired'));
      return;
    }
    send.mutate(v);
  };
  return (
    <Modal
      open={open}
      title={t('notice.sendTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={MESSAGES.CONFIRM}
      cancelText={MESSAGES.CANCEL}
      confirmLoading={send.isPending}
      width={640}
      rootClassName="ecms-announce-dialog"
    >
      <Form form={form} layout="vertical" data-testid="announce-dialog">
        <Form.Item label={t('notice.recipients')}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }} data-testid="announce-people">
            {people.map((p) => (
              <Tag key={p.id} closable onClose={() => setPeople((cur) => cur.filter((x) => x.id !== p.id))}>{p.name}</Tag>
            ))}
            <Button size="small" icon={<UserAddOutlined />} onClick={() => setPicking(true)} data-testid="announce-pick">
              {t('notice.pickPeople')}
            </Button>
          </div>
        </Form.Item>
        <Form.Item name="deptIds" label={t('notice.depts')}>
          <DeptTreeSelect multiple treeCheckable={false} data-testid="announce-depts" />
        </Form.Item>
        <Form.Item name="title" label={t('notice.title')} rules={[{ required: true, whitespace: true, message: t('notice.titleRequired') }, { max: 200 }]}>
          <Input maxLength={200} data-testid="announce-title" />
        </Form.Item>
        <Form.Item name="content" label={t('notice.content')} rules={[{ required: true, whitespace: true, message: t('notice.contentRequired') }, { max: 5000 }]}>
          <Input.TextArea rows={5} maxLength={5000} showCount data-testid="announce-content" />
        </Form.Item>
        <Form.Item label={t('notice.attachments')}>
          <div data-testid="announce-files">
            <FileList refModule={NOTICE_FILE_MODULE} refRecordId={attachmentId} />
          </div>
        </Form.Item>
      </Form>
      <PersonPicker
        open={picking}
        value={people}
        onOk={(users) => { setPeople(users); setPicking(false); }}
        onCancel={() => setPicking(false)}
      />
    </Modal>
  );
}
