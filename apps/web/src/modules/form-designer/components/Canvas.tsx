import { memo, useCallback, type Dispatch, type DragEvent, type KeyboardEvent } from 'react';
import { Button, Empty, Popconfirm, Select, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowLeftOutlined, ArrowRightOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Action, DField, DSection, DSubTable } from '../model';
import { dragging, endDrag, mark, sideOf, startDrag } from '../dnd';
import { FieldPreview } from './FieldPreview';

type D = Dispatch<Action>;

/** Apply what was dropped at `index` of `container` (a palette item adds, a card moves). */
function useDrop(dispatch: D) {
  const { t } = useTranslation();
  return useCallback((container: string, index: number) => {
    const p = dragging();
    endDrag();
    if (!p) return;
    if (p.kind === 'palette') {
      if (p.fieldType === 'subTable') dispatch({ type: 'addSubTable', title: t('fd.sub.defaultTitle') });
      else dispatch({ type: 'addField', fieldType: p.fieldType, label: t(`fd.type.${p.fieldType}`), container, index });
    } else {
      dispatch({ type: 'moveField', uid: p.uid, container, index });
    }
  }, [dispatch, t]);
}

const stop = (e: { stopPropagation: () => void }) => e.stopPropagation();

interface CardProps {
  field: DField;
  selected: boolean;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  container: string;
  /** In a sub-table: cards are columns laid out left to right. */
  inSub: boolean;
  columns: number;
  dispatch: D;
}

/** One field on the canvas. Memoised: editing another field leaves its props (and it) untouched. */
export const FieldCard = memo(function FieldCard({ field, selected, index, isFirst, isLast, container, inSub, columns, dispatch }: CardProps) {
  const { t } = useTranslation();
  const drop = useDrop(dispatch);
  const select = () => dispatch({ type: 'select', selection: { kind: 'field', uid: field.uid } });
  const onKey = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); select(); }
    if (e.key === 'Delete') { e.preventDefault(); dispatch({ type: 'deleteField', uid: field.uid }); }
  };
  const acceptable = () => {
    const p = dragging();
    if (!p || (p.kind === 'field' && p.uid === field.uid)) return false;
    return !(inSub && (p.fieldType === 'richText' || p.fieldType === 'subTable'));
  };
  const span = inSub ? 1 : Math.min(field.span ?? 1, columns);
  return (
    <div
      className={`fd-card${selected ? ' fd-card--selected' : ''}${inSub ? ' fd-card--col' : ''}`}
      style={inSub ? undefined : { gridColumn: `span ${span}` }}
      role="button"
      tabIndex={0}
      aria-pressed={selected}
      aria-label={`${field.label}（${field.key}）`}
      draggable
      onClick={(e) => { stop(e); select(); }}
      onKeyDown={onKey}
      onDragStart={(e) => startDrag(e, { kind: 'field', uid: field.uid, fieldType: field.type })}
      onDragEnd={endDrag}
      onDragOver={(e) => {
        if (!acceptable()) return;
        e.preventDefault();
        e.stopPropagation();
        mark(e.currentTarget, sideOf(e, inSub) === 'before' ? 'fd-drop-before' : 'fd-drop-after');
      }}
      onDragLeave={(e) => mark(e.currentTarget, null)}
      onDrop={(e) => {
        if (!acceptable()) return;
        e.preventDefault();
        e.stopPropagation();
        drop(container, sideOf(e, inSub) === 'before' ? index : index + 1);
      }}
      data-testid={`fd-field-${field.key}`}
    >
      <div className="fd-card__head">
        <HolderOutlined className="fd-card__grip" />
        <span className="fd-card__label" title={field.label}>
          {field.required && <span className="fd-req">*</span>}
          {field.label || <Typography.Text type="danger">{t('fd.card.noLabel')}</Typography.Text>}
        </span>
        <Tag className="fd-card__type" variant="filled">{t(`fd.type.${field.type}`)}</Tag>
      </div>
      <FieldPreview field={field} />
      <div className="fd-card__foot">
        <span className="fd-card__key">{field.key}</span>
        <span className="fd-card__tools" onClick={stop}>
          <Tooltip title={t(inSub ? 'fd.card.left' : 'fd.card.up')}>
            <Button size="small" type="text" icon={inSub ? <ArrowLeftOutlined /> : <ArrowUpOutlined />} disabled={isFirst}
              aria-label={t(inSub ? 'fd.card.left' : 'fd.card.up')} onClick={() => dispatch({ type: 'shiftField', uid: field.uid, delta: -1 })} />
          </Tooltip>
          <Tooltip title={t(inSub ? 'fd.card.right' : 'fd.card.down')}>
            <Button size="small" type="text" icon={inSub ? <ArrowRightOutlined /> : <ArrowDownOutlined />} disabled={isLast}
              aria-label={t(inSub ? 'fd.card.right' : 'fd.card.down')} onClick={() => dispatch({ type: 'shiftField', uid: field.uid, delta: 1 })} />
          </Tooltip>
          <Tooltip title={t('fd.card.delete')}>
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('fd.card.delete')}
              onClick={() => dispatch({ type: 'deleteField', uid: field.uid })} data-testid={`fd-delete-${field.key}`} />
          </Tooltip>
        </span>
      </div>
    </div>
  );
});

/** Drop target for the empty space of a container: dropping there appends. */
function dropZoneProps(container: string, length: number, drop: (c: string, i: number) => void, inSub: boolean) {
  return {
    onDragOver: (e: DragEvent<HTMLDivElement>) => {
      const p = dragging();
      if (!p || (inSub && (p.fieldType === 'richText' || p.fieldType === 'subTable'))) return;
      e.preventDefault();
      mark(e.currentTarget, 'fd-drop-into');
    },
    onDragLeave: (e: DragEvent<HTMLDivElement>) => { if (e.target === e.currentTarget) mark(e.currentTarget, null); },
    onDrop: (e: DragEvent<HTMLDivElement>) => { e.preventDefault(); drop(container, length); },
  };
}

interface SectionProps { section: DSection; selectedUid: string | null; isFirst: boolean; isLast: boolean; only: boolean; dispatch: D }

export const SectionBlock = memo(function SectionBlock({ section, selectedUid, isFirst, isLast, only, dispatch }: SectionProps) {
  const { t } = useTranslation();
  const drop = useDrop(dispatch);
  const selected = selectedUid === section.uid;
  const n = section.fields.length;
  return (
    <div className={`fd-block${selected ? ' fd-block--selected' : ''}`} data-testid={`fd-section-${section.key}`}>
      <div className="fd-block__head" onClick={(e) => { stop(e); dispatch({ type: 'select', selection: { kind: 'section', uid: section.uid } }); }}>
        <Typography.Text strong className="fd-block__title" editable={{
          onChange: (title) => dispatch({ type: 'updateSection', uid: section.uid, patch: { title: title.slice(0, 50) } }),
          tooltip: t('fd.section.rename'), triggerType: ['icon'],
        }}>
          {section.title || t('fd.section.untitled')}
        </Typography.Text>
        <span className="fd-block__tools" onClick={stop}>
          <Select size="small" value={section.columns} style={{ width: 84 }} aria-label={t('fd.section.columns')}
            onChange={(v) => dispatch({ type: 'updateSection', uid: section.uid, patch: { columns: v } })}
            options={[1, 2, 3, 4].map((c) => ({ value: c, label: t('fd.section.nColumns', { n: c }) }))} data-testid={`fd-columns-${section.key}`} />
          <Tooltip title={t('fd.section.up')}><Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={isFirst} aria-label={t('fd.section.up')} onClick={() => dispatch({ type: 'shiftSection', uid: section.uid, delta: -1 })} /></Tooltip>
          <Tooltip title={t('fd.section.down')}><Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={isLast} aria-label={t('fd.section.down')} onClick={() => dispatch({ type: 'shiftSection', uid: section.uid, delta: 1 })} /></Tooltip>
          <Popconfirm title={t('fd.section.deleteConfirm', { n })} disabled={only} onConfirm={() => dispatch({ type: 'deleteSection', uid: section.uid })}>
            <Tooltip title={only ? t('fd.section.lastOne') : t('fd.section.delete')}><Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={only} aria-label={t('fd.section.delete')} /></Tooltip>
          </Popconfirm>
        </span>
      </div>
      <div className="fd-grid" style={{ gridTemplateColumns: `repeat(${section.columns}, minmax(0, 1fr))` }} {...dropZoneProps(section.uid, n, drop, false)}>
        {section.fields.map((f, i) => (
          <FieldCard key={f.uid} field={f} selected={selectedUid === f.uid} index={i} isFirst={i === 0} isLast={i === n - 1}
            container={section.uid} inSub={false} columns={section.columns} dispatch={dispatch} />
        ))}
        {n === 0 && <div className="fd-empty" style={{ gridColumn: `span ${section.columns}` }}>{t('fd.canvas.dropHere')}</div>}
      </div>
    </div>
  );
});

interface SubProps { sub: DSubTable; selectedUid: string | null; isFirst: boolean; isLast: boolean; dispatch: D }

export const SubTableBlock = memo(function SubTableBlock({ sub, selectedUid, isFirst, isLast, dispatch }: SubProps) {
  const { t } = useTranslation();
  const drop = useDrop(dispatch);
  const selected = selectedUid === sub.uid;
  const n = sub.fields.length;
  const sums = (sub.sumFields ?? []).map((k) => sub.fields.find((f) => f.key === k)?.label ?? k);
  return (
    <div className={`fd-block fd-block--sub${selected ? ' fd-block--selected' : ''}`} data-testid={`fd-sub-${sub.key}`}>
      <div className="fd-block__head" onClick={(e) => { stop(e); dispatch({ type: 'select', selection: { kind: 'sub', uid: sub.uid } }); }}>
        <TableOutlined />
        <Typography.Text strong className="fd-block__title">{sub.title || t('fd.sub.defaultTitle')}</Typography.Text>
        <Tag variant="filled" color="purple">{t('fd.sub.tag')}</Tag>
        <span className="fd-block__tools" onClick={stop}>
          <Tooltip title={t('fd.section.up')}><Button size="small" type="text" icon={<ArrowUpOutlined />} disabled={isFirst} aria-label={t('fd.section.up')} onClick={() => dispatch({ type: 'shiftSubTable', uid: sub.uid, delta: -1 })} /></Tooltip>
          <Tooltip title={t('fd.section.down')}><Button size="small" type="text" icon={<ArrowDownOutlined />} disabled={isLast} aria-label={t('fd.section.down')} onClick={() => dispatch({ type: 'shiftSubTable', uid: sub.uid, delta: 1 })} /></Tooltip>
          <Popconfirm title={t('fd.sub.deleteConfirm')} onConfirm={() => dispatch({ type: 'deleteSubTable', uid: sub.uid })}>
            <Tooltip title={t('fd.sub.delete')}><Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('fd.sub.delete')} /></Tooltip>
          </Popconfirm>
        </span>
      </div>
      <div className="fd-row" {...dropZoneProps(sub.uid, n, drop, true)}>
        {sub.fields.map((f, i) => (
          <FieldCard key={f.uid} field={f} selected={selectedUid === f.uid} index={i} isFirst={i === 0} isLast={i === n - 1}
            container={sub.uid} inSub columns={1} dispatch={dispatch} />
        ))}
        {n === 0 && <div className="fd-empty">{t('fd.canvas.dropColumns')}</div>}
      </div>
      {sums.length > 0 && <div className="fd-block__sum">Σ {t('fd.sub.sumOf')}：{sums.join('、')}</div>}
    </div>
  );
});

interface CanvasProps {
  sections: DSection[];
  subTables: DSubTable[];
  selectedUid: string | null;
  dispatch: D;
}

/** The middle pane: sections (grids of cards) then sub-tables (rows of column cards). */
export function Canvas({ sections, subTables, selectedUid, dispatch }: CanvasProps) {
  const { t } = useTranslation();
  return (
    <div className="fd-canvas" onClick={() => dispatch({ type: 'select', selection: null })} data-testid="fd-canvas">
      {sections.map((s, i) => (
        <SectionBlock key={s.uid} section={s} selectedUid={selectedUid && (selectedUid === s.uid || s.fields.some((f) => f.uid === selectedUid)) ? selectedUid : null}
          isFirst={i === 0} isLast={i === sections.length - 1} only={sections.length === 1} dispatch={dispatch} />
      ))}
      {subTables.map((s, i) => (
        <SubTableBlock key={s.uid} sub={s} selectedUid={selectedUid && (selectedUid === s.uid || s.fields.some((f) => f.uid === selectedUid)) ? selectedUid : null}
          isFirst={i === 0} isLast={i === subTables.length - 1} dispatch={dispatch} />
      ))}
      <div className="fd-canvas__add" onClick={stop}>
        <Button icon={<PlusOutlined />} onClick={() => dispatch({ type: 'addSection', title: t('fd.section.newTitle') })} data-testid="fd-add-section">{t('fd.section.add')}</Button>
        <Button icon={<TableOutlined />} onClick={() => dispatch({ type: 'addSubTable', title: t('fd.sub.defaultTitle') })} disabled={subTables.length >= 10} data-testid="fd-add-sub">{t('fd.sub.add')}</Button>
      </div>
      {sections.every((s) => s.fields.length === 0) && subTables.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fd.canvas.emptyHint')} />
      )}
    </div>
  );
}

