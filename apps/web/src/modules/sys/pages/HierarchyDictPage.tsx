import { useMemo, useState } from 'react';
import { Button, Card, Empty, Form, Input, Tag, Typography } from 'antd';
import { ApartmentOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ecms/shared';
import { createDictItem, fetchDictKinds } from '../../../api/sys';
import { DictEditor } from '../../../components/DictEditor';
import { FormModal } from '../../../components/FormModal';
import { activateOnKey } from '../../../components/list-page';
import { TreeSearchCard } from '../../../components/TreeSearchCard';
import { useApp } from '../../../components/use-app';
import { requiredRule } from '../../../utils/validators';

export { filterDictTree } from '../../../components/DictEditor';

const KINDS_KEY = 'sys-dict-kinds';

type NewDictForm = { type: string; dictName: string; label: string; value: string };

/**
 * /sys-manager/hierarchy-dict: the tree dictionaries (left) and the chosen one's node tree
 * (right) as a drag-sortable tree table: add top-level or child nodes, edit, delete, and drag a
 * node before / after / into another (PUT /a/bd/treedict/updateSort).
 */
export function HierarchyDictPage() {
  const { t } = useTranslation();
  const { message } = useApp();
  const qc = useQueryClient();
  const kinds = useQuery({ queryKey: [KINDS_KEY], queryFn: fetchDictKinds });
  const [kindKeyword, setKindKeyword] = useState('');
  const [picked, setPicked] = useState<string | undefined>();
  const [creatingDict, setCreatingDict] = useState(false);
  const [dictForm] = Form.useForm<NewDictForm>();

  const treeDicts = useMemo(() => (kinds.data ?? []).find((g) => g.id === 'treedict')?.children ?? [], [kinds.data]);
  const kw = kindKeyword.trim().toLowerCase();
  const shownDicts = treeDicts.filter((d) => !kw || d.name.toLowerCase().includes(kw) || d.id.toLowerCase().includes(kw));
  const type = picked ?? treeDicts[0]?.id;
  const current = treeDicts.find((d) => d.id === type);

  const createDict = useMutation({
    mutationFn: (v: NewDictForm) => createDictItem({ type: v.type.trim(), label: v.label, value: v.value, ...({ dictName: v.dictName.trim(), ext: { tree: true } } as object) }),
    onSuccess: (_r, v) => {
      message.success(MESSAGES.SAVE_OK);
      setCreatingDict(false);
      setPicked(v.type.trim());
      void qc.invalidateQueries({ queryKey: [KINDS_KEY] });
    },
  });
  const openNewDict = () => {
    dictForm.resetFields();
    setCreatingDict(true);
  };

  return (
    <div className="ecms-split" data-testid="treedict-page">
      <TreeSearchCard
        icon={<ApartmentOutlined />}
        title={t('sys.treeDict.kinds')}
        extra={
          <Button
            size="small"
            type="primary"
            icon={<PlusOutlined />}
            onClick={openNewDict}
            data-testid="treedict-new-dict"
          >
            {t('sys.add')}
          </Button>
        }
        keyword={kindKeyword}
        onKeyword={setKindKeyword}
        placeholder={t('sys.dict.searchKind')}
        searchTestId="treedict-kind-search"
        query={kinds}
        empty={shownDicts.length === 0}
        emptyText={t('sys.dict.noKind')}
      >
        <div role="listbox" aria-label={t('sysRoute.treeDict')} className="ecms-plain-list ecms-role-list" data-testid="treedict-kinds">
          {shownDicts.map((d) => (
            <div
              key={d.id}
              role="option"
              aria-selected={d.id === type}
              tabIndex={0}
              className={`ecms-plain-list__item${d.id === type ? ' is-active' : ''}`}
              onClick={() => setPicked(d.id)}
              onKeyDown={activateOnKey(() => setPicked(d.id))}
              data-testid="treedict-kind"
              data-code={d.id}
            >
              <span className="ecms-tree-title__text" title={`${d.name}（${d.id}）`}>
                {d.name} <span className="ecms-tree-title__code">{d.id}</span>
              </span>
              {typeof d.count === 'number' && <Tag style={{ marginLeft: 4, marginRight: 0 }}>{String(d.count)}</Tag>}
            </div>
          ))}
        </div>
      </TreeSearchCard>
      <Card className="ecms-split__main" size="small" title={current ? `${current.name}（${current.id}）` : t('sys.treeDict.nodes')}>
        {!type ? (
          <Empty description={t('sys.dict.selectKind')} />
        ) : (
          // keyed by the dictionary: its search and expanded rows start afresh
          <DictEditor key={type} type={type} tree onChanged={() => void qc.invalidateQueries({ queryKey: [KINDS_KEY] })} />
        )}
      </Card>
      <FormModal
        title={t('sys.treeDict.newDict')}
        open={creatingDict}
        form={dictForm}
        onClose={() => setCreatingDict(false)}
        saving={createDict.isPending}
        okTestId="treedict-new-dict-save"
        onFinish={(v) => createDict.mutate(v)}
        labelWidth={96}
      >
        <Form.Item
          name="type"
          label={t('sys.dict.type')}
          rules={[
            requiredRule(t, 'sys.dict.type'),
            { pattern: /^[A-Za-z][\w-]*$/, message: t('sys.treeDict.codeRule') },
            { validator: (_r, v: string) => (v && treeDicts.some((d) => d.id === v.trim()) ? Promise.reject(new Error(t('sys.treeDict.codeTaken'))) : Promise.resolve()) },
          ]}
        >
          <Input maxLength={64} data-testid="treedict-new-code" />
        </Form.Item>
        <Form.Item name="dictName" label={t('sys.treeDict.dictName')} rules={[requiredRule(t, 'sys.treeDict.dictName')]}>
          <Input maxLength={100} data-testid="treedict-new-name" />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('sys.treeDict.firstNodeHint')}</Typography.Paragraph>
        <Form.Item name="label" label={t('sys.dict.label')} rules={[requiredRule(t, 'sys.dict.label')]}>
          <Input maxLength={100} data-testid="treedict-new-label" />
        </Form.Item>
        <Form.Item name="value" label={t('sys.dict.value')} rules={[requiredRule(t, 'sys.dict.value')]}>
          <Input maxLength={100} data-testid="treedict-new-value" />
        </Form.Item>
      </FormModal>
    </div>
  );
}
