import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { CloseCircleFilled, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PersonPicker, type PickedUser } from './PersonPicker';

export interface PersonInputProps {
  /** user id (form value) */
  value?: string | null;
  onChange?: (id: string | null, user?: PickedUser) => void;
  /** name shown for the initial value */
  displayName?: string | null;
  placeholder?: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** A form control that picks one person with the person picker. */
export function PersonInput({ value, onChange, displayName, placeholder, disabled, ...rest }: PersonInputProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<PickedUser | null>(null);
  const name = value ? (picked?.id === value ? picked.name : (displayName ?? value)) : '';
  return (
    <Space.Compact block>
      <Input
        readOnly
        value={name}
        placeholder={placeholder ?? t('picker.personTitle')}
        disabled={disabled}
        onClick={() => !disabled && setOpen(true)}
        suffix={
          value && !disabled ? (
            <CloseCircleFilled
              style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
              onClick={(e) => {
                e.stopPropagation();
                setPicked(null);
                onChange?.(null);
              }}
            />
          ) : (
            <span />
          )
        }
        data-testid={rest['data-testid']}
      />
      <Button icon={<UserOutlined />} disabled={disabled} onClick={() => setOpen(true)} aria-label={t('picker.personTitle')} />
      <PersonPicker
        open={open}
        multiple={false}
        value={value && name ? [{ id: value, name }] : []}
        onCancel={() => setOpen(false)}
        onOk={(users) => {
          setOpen(false);
          const u = users[0];
          setPicked(u);
          onChange?.(u.id, u);
        }}
      />
    </Space.Compact>
  );
}
