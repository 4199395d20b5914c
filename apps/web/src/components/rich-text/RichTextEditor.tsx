import { useEffect, useRef } from 'react';
import { Button, Space, Tooltip } from 'antd';
import {
  BoldOutlined, ClearOutlined, ItalicOutlined, LinkOutlined, OrderedListOutlined, UnderlineOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * A small rich-text editor (a form control: value / onChange as HTML) on the browser's editable
 * region. What it produces is not trusted: the server cleans every saved body with its allow-list
 * (platform/html-sanitize.ts), so a pasted script never reaches a reader.
 */
export function RichTextEditor({ value, onChange, testId, minHeight = 220 }: { value?: string; onChange?: (html: string) => void; testId?: string; minHeight?: number }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // Only an outside change (a new record loaded) rewrites the region; typing keeps the caret.
  useEffect(() => {
    const el = ref.current;
    if (el && el.innerHTML !== (value ?? '')) el.innerHTML = value ?? '';
  }, [value]);
  const emit = () => onChange?.(ref.current?.innerHTML ?? '');
  const exec = (cmd: string, arg?: string) => {
    ref.current?.focus();
    // execCommand is deprecated but still the one editing API every browser implements for contenteditable.
    document.execCommand(cmd, false, arg);
    emit();
  };
  const tools: [string, React.ReactNode, () => void][] = [
    ['bold', <BoldOutlined key="b" />, () => exec('bold')],
    ['italic', <ItalicOutlined key="i" />, () => exec('italic')],
    ['underline', <UnderlineOutlined key="u" />, () => exec('underline')],
    ['h2', <span key="h" style={{ fontWeight: 600 }}>H</span>, () => exec('formatBlock', 'h2')],
    ['ul', <UnorderedListOutlined key="ul" />, () => exec('insertUnorderedList')],
    ['ol', <OrderedListOutlined key="ol" />, () => exec('insertOrderedList')],
    ['link', <LinkOutlined key="l" />, () => { const url = window.prompt(t('member.editor.linkPrompt'), 'https://'); if (url) exec('createLink', url); }],
    ['clear', <ClearOutlined key="c" />, () => exec('removeFormat')],
  ];
  return (
    <div className="ecms-rte" style={{ border: '1px solid var(--ant-color-border, #d9d9d9)', borderRadius: 6 }}>
      <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid var(--ant-color-border-secondary, #f0f0f0)', width: '100%' }}>
        {tools.map(([key, icon, run]) => (
          <Tooltip key={key} title={t(`member.editor.${key}`)}>
            <Button type="text" size="small" icon={icon} aria-label={t(`member.editor.${key}`)} onMouseDown={(e) => { e.preventDefault(); run(); }} />
          </Tooltip>
        ))}
      </Space>
      <div
        ref={ref}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        data-testid={testId}
        onInput={emit}
        onBlur={emit}
        style={{ minHeight, padding: '8px 11px', outline: 'none', overflowWrap: 'anywhere' }}
      />
    </div>
  );
}
