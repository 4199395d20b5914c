import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Empty, Radio, Skeleton, Space, Switch, Tree, Typography, type TreeDataNode } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMON_USE_OPTION, DISPLAY_MODE, HOME_FUNCTION_OPTION, type DisplayMode, type WorkModeLayout } from '@ecms/shared';
import type { MenuNode } from '../../api/types';
import { saveDisplayMode, saveWorkModeLayout } from '../../api/workmode';
import { useVisibleMenu } from '../../app/route-meta';
import { START_FLOW_PERMISSION } from '../../app/menu';
import { useApp } from '../../components/use-app';
import { useWorkMode, WORK_MODE_KEY } from './use-work-mode';

const COMMON_USE = Object.values(COMMON_USE_OPTION).map((o) => o.value as number);
const HOME_FUNCTIONS = Object.values(HOME_FUNCTION_OPTION).map((o) => o.value as number);

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [WORK_MODE_KEY] });
}

/** Menus that can stand in the left column: pages with an address (groups only hold them). */
function toTree(nodes: MenuNode[]): TreeDataNode[] {
  return nodes
    .filter((n) => n.permission !== START_FLOW_PERMISSION)
    .map((n) => {
      const children = n.children?.length ? toTree(n.children) : undefined;
      return {
        key: n.id,
        title: <span data-testid={`wm-menu-${n.id}`}>{n.name}</span>,
        children,
        checkable: Boolean(children?.length) || Boolean(n.url || n.href),
      };
    })
    .filter((n) => n.checkable);
}

function leafIds(nodes: MenuNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.children?.length) leafIds(n.children, out);
    else if (n.url || n.href) out.push(n.id);
  }
  return out;
}

/** Saves the display mode and, in work mode, the layout. */
function useSave() {
  const { message } = useApp();
  const { t } = useTranslation();
  const refresh = useRefresh();
  const [saving, setSaving] = useState(false);
  const run = async (mode: DisplayMode | null, layout: Partial<WorkModeLayout> | null) => {
    setSaving(true);
    try {
      if (mode) await saveDisplayMode(mode);
      if (layout) await saveWorkModeLayout(layout);
      message.success(t('common.saved'));
    } finally {
      setSaving(false);
      await refresh();
    }
  };
  return { saving, run };
}

function ModeNotice({ mode }: { mode: DisplayMode }) {
  const { t } = useTranslation();
  return mode === DISPLAY_MODE.NORMAL ? (
    <Alert type="info" showIcon title={t('workMode.normalNotice')} style={{ marginBottom: 16 }} data-testid="wm-normal-notice" />
  ) : null;
}

/** left-column: which menus the work-mode left column shows. */
export function LeftColumnPage() {
  const { t } = useTranslation();
  const wm = useWorkMode();
  const menu = useVisibleMenu();
  const tree = useMemo(() => toTree(menu), [menu]);
  const leaves = useMemo(() => leafIds(menu), [menu]);
  const [checked, setChecked] = useState<string[]>([]);
  const [show, setShow] = useState(false);
  const { saving, run } = useSave();
  useEffect(() => {
    if (!wm.data) return;
    setChecked(wm.data.layout.leftNav);
    setShow(wm.data.layout.showleftNav);
  }, [wm.data]);
  if (!wm.data) return <Skeleton active />;
  const isWork = wm.data.mode === DISPLAY_MODE.WORK;
  // Keep the menu's own order; the tree reports groups too, only pages are stored.
  const chosen = leaves.filter((id) => checked.includes(id));
  return (
    <div data-testid="wm-left-column">
      <ModeNotice mode={wm.data.mode} />
      <Space style={{ marginBottom: 12 }} wrap>
        <Switch checked={show} onChange={setShow} data-testid="wm-show-left" />
        <span>{t('workMode.showLeft')}</span>
        <Typography.Text type="secondary">{t('workMode.chosen', { count: chosen.length })}</Typography.Text>
        <Button
          type="primary"
          disabled={!isWork}
          loading={saving}
          onClick={() => void run(null, { leftNav: chosen, showleftNav: show })}
          data-testid="wm-save-left"
        >
          {t('common.save')}
        </Button>
      </Space>
      <div className="ecms-wm-tree">
        {tree.length === 0 ? (
          <Empty description={t('layout.noMenu')} />
        ) : (
          <Tree
            checkable
            defaultExpandAll
            selectable={false}
            treeData={tree}
            checkedKeys={checked}
            onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
          />
        )}
      </div>
    </div>
  );
}

/** normal-mode: tabs and the full menu, as before; the work-mode layout is kept but not applied. */
export function NormalModePage() {
  const { t } = useTranslation();
  const wm = useWorkMode();
  const { saving, run } = useSave();
  if (!wm.data) return <Skeleton active />;
  const isNormal = wm.data.mode === DISPLAY_MODE.NORMAL;
  return (
    <div data-testid="wm-normal-mode">
      <Typography.Paragraph>{t('workMode.normalDesc')}</Typography.Paragraph>
      <Button type="primary" disabled={isNormal} loading={saving} onClick={() => void run(DISPLAY_MODE.NORMAL, null)} data-testid="wm-use-normal">
        {isNormal ? t('workMode.inUse') : t('workMode.useNormal')}
      </Button>
    </div>
  );
}

/** work-mode: common functions option and home functions; saving switches to work mode. */
export function WorkModePage() {
  const { t } = useTranslation();
  const wm = useWorkMode();
  const { saving, run } = useSave();
  const [commonUse, setCommonUse] = useState<number>(1);
  const [home, setHome] = useState<number[]>([]);
  useEffect(() => {
    if (!wm.data) return;
    setCommonUse(wm.data.layout.commonUse);
    setHome(wm.data.layout.mainFunciton);
  }, [wm.data]);
  if (!wm.data) return <Skeleton active />;
  const isWork = wm.data.mode === DISPLAY_MODE.WORK;
  return (
    <div data-testid="wm-work-mode">
      <Typography.Paragraph>{t('workMode.workDesc')}</Typography.Paragraph>
      <Typography.Title level={5}>{t('workMode.commonUse')}</Typography.Title>
      <Radio.Group value={commonUse} onChange={(e) => setCommonUse(e.target.value as number)} data-testid="wm-common-use">
        {COMMON_USE.map((v) => (
          <Radio key={v} value={v}><span data-testid={`wm-common-use-${v}`}>{t(`workMode.commonUseOption.${v}`)}</span></Radio>
        ))}
      </Radio.Group>
      <Typography.Title level={5} style={{ marginTop: 20 }}>{t('workMode.homeFunctions')}</Typography.Title>
      <Checkbox.Group value={home} onChange={(v) => setHome((v as number[]).slice().sort((a, b) => a - b))} data-testid="wm-home-functions">
        {HOME_FUNCTIONS.map((v) => (
          <Checkbox key={v} value={v}><span data-testid={`wm-home-${v}`}>{t(`workMode.homeOption.${v}`)}</span></Checkbox>
        ))}
      </Checkbox.Group>
      <div style={{ marginTop: 24 }}>
        <Button
          type="primary"
          loading={saving}
          onClick={() => void run(isWork ? null : DISPLAY_MODE.WORK, { commonUse, mainFunciton: home })}
          data-testid="wm-save-work"
        >
          {isWork ? t('common.save') : t('workMode.saveAndUse')}
        </Button>
      </div>
    </div>
  );
}
