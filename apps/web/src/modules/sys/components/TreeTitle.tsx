import type { ReactNode } from 'react';
import { Button, Popconfirm, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { quiet } from '../../../api/sys';

/** Tree node title with hover actions: add child, edit, delete (with 确认删除吗？). */
export function TreeTitle({
  text,
  id,
  testPrefix,
  onAdd,
  onEdit,
  onDelete,
  extra,
}: {
  text: ReactNode;
  id: string;
  testPrefix: string;
  onAdd?: () => void;
  onEdit?: () => void;
  onDelete?: () => Promise<unknown> | void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const stop = (e: React.MouseEvent | undefined) => e?.stopPropagation();
  return (
    <span className="ecms-tree-title" data-testid={`${testPrefix}-node`} data-node-id={id}>
      <span className="ecms-tree-title__text">{text}</span>
      {extra}
      <span className="ecms-tree-title__ops" onClick={stop}>
        {onAdd && (
          <Tooltip title={t('sys.addChild')}>
            <Button size="small" type="text" icon={<PlusOutlined />} onClick={onAdd} data-testid={`${testPrefix}-add-child`} />
          </Tooltip>
        )}
        {onEdit && (
          <Tooltip title={t('sys.edit')}>
            <Button size="small" type="text" icon={<EditOutlined />} onClick={onEdit} data-testid={`${testPrefix}-edit`} />
          </Tooltip>
        )}
        {onDelete && (
          <Popconfirm title={MESSAGES.CONFIRM_DELETE} okText={t('common.ok')} cancelText={t('common.cancel')} onConfirm={() => (onDelete ? quiet(Promise.resolve().then(onDelete)) : undefined)} onPopupClick={stop}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} data-testid={`${testPrefix}-delete`} />
          </Popconfirm>
        )}
      </span>
    </span>
  );
}
