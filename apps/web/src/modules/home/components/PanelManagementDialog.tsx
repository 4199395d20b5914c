import { useState } from 'react';
import { Button, Modal, Tag, Tooltip, Typography } from 'antd';
import { AppstoreOutlined, CloseOutlined, HolderOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES, STORAGE_KEYS } from '@ecms/shared';
import { updateUserConfig } from '../../../api/auth';
import { USER_INFO_KEY } from '../../../app/hooks/use-user';
import { useApp } from '../../../components/use-app';
import { PANEL_CATALOGUE, PANEL_SLOTS, placeBlock, removeBlock, type PanelCode, type PanelLayout } from '../panel-layout';
import { PANEL_ICONS } from './HomePanel';

type Drag = { from: 'list'; code: PanelCode } | { from: 'slot'; slot: number };

/**
 * 面板管理 (spec 3 §2): selectable blocks on the left, the 2-column, 8-slot grid on the right
 * under the fixed common-functions and workflow blocks. A click on a block puts it in the first
 * empty slot; blocks can be dragged onto any slot (swapping with what is there).
 */
export function PanelManagementDialog({ open, layout, onClose }: { open: boolean; layout: PanelLayout; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      title={t('panel.manage')}
      open={open}
      onCancel={onClose}
      width={880}
      destroyOnHidden
      footer={null}
      data-testid="panel-dialog"
    >
      {open && <PanelEditor initial={layout} onClose={onClose} />}
    </Modal>
  );
}

function PanelEditor({ initial, onClose }: { initial: PanelLayout; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useApp();
  const queryClient = useQueryClient();
  const [layout, setLayout] = useState<PanelLayout>(initial);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const placed = new Set(layout.filter(Boolean).map((e) => e!.code));
  const full = layout.every(Boolean);

  const save = useMutation({
    // The spec's entry is { title, code, morePath }; titles are stored as the user read them.
    mutationFn: () => updateUserConfig(STORAGE_KEYS.PANEL_LAYOUT, layout.map((e) => e && { title: t(e.title), code: e.code, morePath: e.morePath })),
    onSuccess: async () => {
      void message.success(MESSAGES.SAVE_OK);
      await queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] });
      onClose();
    },
  });

  const drop = (slot: number) => {
    if (!drag) return;
    if (drag.from === 'list') setLayout((l) => placeBlock(l, drag.code, slot));
    else {
      const e = layout[drag.slot];
      if (e) setLayout((l) => placeBlock(l, e.code, slot));
    }
    setDrag(null);
    setOver(null);
  };

  return (
    <div className="ecms-panel-editor">
      <aside className="ecms-panel-editor__blocks" aria-label={t('panel.available')}>
        <Typography.Text strong>{t('panel.available')}</Typography.Text>
        <Typography.Paragraph type="secondary" className="ecms-panel-editor__hint">
          {t('panel.hint')}
        </Typography.Paragraph>
        {PANEL_CATALOGUE.map((b) => {
          const used = placed.has(b.code);
          return (
            <button
              type="button"
              key={b.code}
              className={`ecms-panel-editor__block${used ? ' is-used' : ''}`}
              disabled={used || full}
              draggable={!used}
              onDragStart={() => setDrag({ from: 'list', code: b.code })}
              onDragEnd={() => setDrag(null)}
              onClick={() => setLayout((l) => placeBlock(l, b.code))}
              data-testid={`panel-block-${b.code}`}
            >
              <span className="ecms-panel__icon">{PANEL_ICONS[b.code]}</span>
              <span className="ecms-panel-editor__name">{t(b.title)}</span>
              {used ? <Tag bordered={false}>{t('panel.added')}</Tag> : <PlusOutlined />}
            </button>
          );
        })}
      </aside>
      <section className="ecms-panel-editor__grid-wrap">
        <Typography.Text strong>{t('panel.layout')}</Typography.Text>
        <div className="ecms-panel-editor__grid">
          <div className="ecms-panel-editor__fixed" data-testid="panel-fixed-workflow">
            <LockOutlined /> {t('panel.fixedWorkflow')}
          </div>
          <div className="ecms-panel-editor__fixed" data-testid="panel-fixed-common">
            <LockOutlined /> {t('panel.fixedCommon')}
          </div>
          {Array.from({ length: PANEL_SLOTS }, (_, i) => {
            const e = layout[i];
            return (
              <div
                key={i}
                className={`ecms-panel-editor__slot${e ? ' is-filled' : ''}${over === i ? ' is-over' : ''}`}
                onDragOver={(ev) => {
                  ev.preventDefault();
                  setOver(i);
                }}
                onDragLeave={() => setOver((o) => (o === i ? null : o))}
                onDrop={() => drop(i)}
                draggable={!!e}
                onDragStart={() => e && setDrag({ from: 'slot', slot: i })}
                onDragEnd={() => setDrag(null)}
                data-testid={`panel-slot-${i}`}
              >
                {e ? (
                  <>
                    <HolderOutlined className="ecms-panel-editor__grip" />
                    <span className="ecms-panel__icon">{PANEL_ICONS[e.code]}</span>
                    <span className="ecms-panel-editor__name">{t(e.title)}</span>
                    <Tooltip title={t('panel.remove')}>
                      <Button
                        type="text"
                        size="small"
                        icon={<CloseOutlined />}
                        aria-label={t('panel.remove')}
                        onClick={() => setLayout((l) => removeBlock(l, i))}
                        data-testid={`panel-slot-${i}-remove`}
                      />
                    </Tooltip>
                  </>
                ) : (
                  <span className="ecms-panel-editor__empty">
                    <AppstoreOutlined /> {t('panel.emptySlot', { n: i + 1 })}
                  </span>
                )}
              </div>
            );
          })}
        </div>
        <div className="ecms-panel-editor__footer">
          <Button onClick={() => setLayout(initial.map(() => null))} data-testid="panel-clear">
            {t('panel.clear')}
          </Button>
          <span style={{ flex: 1 }} />
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate()} data-testid="panel-save">
            {t('common.save')}
          </Button>
        </div>
      </section>
    </div>
  );
}
