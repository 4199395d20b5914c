import { memo, type Dispatch, type ReactNode } from 'react';
import { Typography } from 'antd';
import {
  AlignLeftOutlined, ApartmentOutlined, BranchesOutlined, CalculatorOutlined, CalendarOutlined, CheckSquareOutlined, ClockCircleOutlined,
  DollarOutlined, DownSquareOutlined, EditOutlined, EnvironmentOutlined, FieldNumberOutlined, FontSizeOutlined, LinkOutlined,
  NumberOutlined, PaperClipOutlined, PercentageOutlined, ScheduleOutlined, TableOutlined, UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFormFieldType } from '@ecms/shared';
import { PALETTE, type Action } from '../model';
import { endDrag, startDrag } from '../dnd';

const ICONS: Record<TFormFieldType | 'subTable', ReactNode> = {
  text: <FontSizeOutlined />, textarea: <AlignLeftOutlined />, number: <NumberOutlined />, money: <DollarOutlined />, percent: <PercentageOutlined />,
  date: <CalendarOutlined />, datetime: <ClockCircleOutlined />, month: <ScheduleOutlined />, year: <CalendarOutlined />,
  select: <DownSquareOutlined />, multiSelect: <CheckSquareOutlined />, treeSelect: <BranchesOutlined />,
  person: <UserOutlined />, dept: <ApartmentOutlined />, area: <EnvironmentOutlined />, attachment: <PaperClipOutlined />,
  subTable: <TableOutlined />, computed: <CalculatorOutlined />, serial: <FieldNumberOutlined />, richText: <EditOutlined />, ref: <LinkOutlined />,
};

/**
 * The left pane. Items are dragged onto the canvas; clicking one (or Enter on it) adds the field
 * after the selected one — the keyboard way to build a form.
 */
export const Palette = memo(function Palette({ dispatch }: { dispatch: Dispatch<Action> }) {
  const { t } = useTranslation();
  const add = (type: TFormFieldType | 'subTable') =>
    type === 'subTable'
      ? dispatch({ type: 'addSubTable', title: t('fd.sub.defaultTitle') })
      : dispatch({ type: 'addField', fieldType: type, label: t(`fd.type.${type}`) });
  return (
    <div className="fd-palette" data-testid="fd-palette">
      {PALETTE.map((g) => (
        <div key={g.group} className="fd-palette__group">
          <Typography.Text type="secondary" className="fd-palette__title">{t(`fd.palette.${g.group}`)}</Typography.Text>
          <div className="fd-palette__items">
            {g.items.map((type) => (
                <button
                  key={type}
                  type="button"
                  title={t('fd.palette.hint')}
                  className="fd-palette__item"
                  draggable
                  onDragStart={(e) => startDrag(e, { kind: 'palette', fieldType: type })}
                  onDragEnd={endDrag}
                  onClick={() => add(type)}
                  data-testid={`fd-palette-${type}`}
                >
                  {ICONS[type]}
                  <span>{t(`fd.type.${type}`)}</span>
                </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
});
