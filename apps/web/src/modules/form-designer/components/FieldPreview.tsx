import { CalculatorOutlined, FieldNumberOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFormField } from '@ecms/shared';
import { defaultPlaceholder } from '../model';

/**
 * The look of a field on the canvas: a light imitation of its control (no real antd input per card,
 * which keeps a 60-field canvas cheap to render).
 */
export function FieldPreview({ field }: { field: TFormField }) {
  const { t } = useTranslation();
  const ph = field.placeholder || defaultPlaceholder(field);
  switch (field.type) {
    case 'textarea':
      return <div className="fd-preview fd-preview--tall">{ph}</div>;
    case 'richText':
      return (
        <div className="fd-preview fd-preview--rich">
          <div className="fd-preview__toolbar">B&nbsp; I&nbsp; U&nbsp; ≡&nbsp; 🔗</div>
          <div className="fd-preview__body">{ph}</div>
        </div>
      );
    case 'attachment':
      return <div className="fd-preview fd-preview--upload"><PaperClipOutlined /> {t('fd.preview.upload')}</div>;
    case 'computed':
      return <div className="fd-preview fd-preview--auto"><CalculatorOutlined /><span className="fd-preview__text">{field.formula ? `= ${field.formula}` : t('fd.preview.noFormula')}</span></div>;
    case 'serial':
      return <div className="fd-preview fd-preview--auto"><FieldNumberOutlined /><span className="fd-preview__text">{field.serialRule ? t('fd.preview.serialOf', { rule: field.serialRule }) : t('fd.preview.noSerial')}</span></div>;
    default:
      return (
        <div className="fd-preview">
          <span className="fd-preview__text">{ph}</span>
          {field.type === 'percent' && <span className="fd-preview__suffix">%</span>}
          {field.type === 'money' && <span className="fd-preview__suffix">¥</span>}
        </div>
      );
  }
}
