import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Empty, Form, Input, InputNumber, List, Modal, Popconfirm, Row, Space, Spin, Tag, Tree, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TSaasGrade, TSaasMenuNode } from '@ecms/shared';
import { useCrudMutation } from '../../components/ledger';
import { deleteGrade, GRADE_MENUS_KEY, GRADES_KEY, gradeMenus, queryGrades, saveGrade, saveGradeMenus } from './api';

interface TreeNode { key: string; title: string; children: TreeNode[] }
const toTree = (nodes: TSaasMenuNode[]): TreeNode[] => nodes.map((n) => ({ key: n.code, title: n.name, children: toTree(n.children) }));
const keysOf = (nodes: TreeNode[]): string[] => nodes.flatMap((n) => [n.key, ...keysOf(n.children)]);
const parentsOf = (nodes: TreeNode[]): string[] => nodes.flatMap((n) => (n.children.length ? [n.key, ...parentsOf(n.children)] : []));

/**
 * /sys-manager/saas-enterprise-menu: the platform's editions (grades) and the menus each allows.
 * A company's users, its administrator included, get nothing outside its edition (enforced by the server).
 */
export function SaasMenuPage() {
  const { t } = useTranslation();
  const grades = useQuery({ queryKey: [GRADES_KEY], queryFn: queryGrades });
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<TSaasGrade | 'new' | null>(null);
  const [form] = Form.useForm<{ code: string; name: string; sort?: number; remark?: string }>();
  const gradeId = selected ?? grades.data?.[0]?.id ?? null;
  const grade = grades.data?.find((g) => g.id === gradeId) ?? null;
  const menus = useQuery({ queryKey: [GRADE_MENUS_KEY, gradeId], queryFn: () => gradeMenus(gradeId!), enabled: !!gradeId });
  const tree = useMemo(() => toTree(menus.data?.tree ?? []), [menus.data]);
  const parents = useMemo(() => new Set(parentsOf(tree)), [tree]);
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  // Leaves as checked; a parent shows checked when all its children are (the server adds ancestors).
  useEffect(() => setChecked((menus.data?.checked ?? []).filter((c) => !parents.has(c))), [menus.data, parents]);

  const save = useCrudMutation({ mutationFn: () => saveGradeMenus(gradeId!, checked), invalidate: [[GRADES_KEY], [GRADE_MENUS_KEY, gradeId]] });
  const saveG = useCrudMutation({
    mutationFn: (v: { code: string; name: string; sort?: number; remark?: string }) =>
      saveGrade({ ...v, id: editing && editing !== 'new' ? editing.id : undefined }),
    invalidate: [[GRADES_KEY]],
    close: () => setEditing(null),
  });
  const del = useCrudMutation({ mutationFn: (id: string) => deleteGrade(id), invalidate: [[GRADES_KEY]], close: () => setSelected(null) });

  const openEdit = (g: TSaasGrade | 'new') => {
    setEditing(g);
    form.setFieldsValue(g === 'new' ? { code: '', name: '', sort: ((grades.data?.length ?? 0) + 1) * 10, remark: '' } : { code: g.code, name: g.name, sort: g.sort, remark: g.remark ?? '' });
  };

  return (
    <Row gutter={16} data-testid="saas-menu-page">
      <Col xs={24} md={8} xl={6}>
        <Card title={t('saas.grade.title')} size="small"
          extra={<Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => openEdit('new')} data-testid="saas-grade-add">{t('saas.grade.add')}</Button>}>
          <List
            loading={grades.isPending}
            dataSource={grades.data ?? []}
            locale={{ emptyText: <Empty description={t('saas.grade.empty')} /> }}
            renderItem={(g) => (
              <List.Item
                onClick={() => setSelected(g.id)}
                style={{ cursor: 'pointer', paddingInline: 8, background: g.id === gradeId ? 'var(--ant-control-item-bg-active, #e6f4ff)' : undefined, borderRadius: 6 }}
                data-testid={`saas-grade-${g.code}`}
                actions={[
                  <Button key="e" size="small" type="text" icon={<EditOutlined />} aria-label={t('saas.grade.edit')} onClick={(e) => { e.stopPropagation(); openEdit(g); }} />,
                  <Popconfirm key="d" title={t('saas.grade.deleteConfirm')} onConfirm={() => del.mutate(g.id)}>
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('saas.grade.delete')} onClick={(e) => e.stopPropagation()} />
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta
                  title={g.name}
                  description={<Space size={4} wrap><Tag>{g.code}</Tag><span>{t('saas.grade.menus')} {g.menuCount}</span><span>{t('saas.grade.companies')} {g.companyCount}</span></Space>}
                />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} md={16} xl={18}>
        <Card
          size="small"
          title={grade ? t('saas.grade.menuTitle', { name: grade.name }) : t('saas.grade.pick')}
          extra={grade ? (
            <Space>
              <Button size="small" onClick={() => setExpanded(expanded.length ? [] : keysOf(tree).filter((k) => parents.has(k)))}>
                {expanded.length ? t('saas.grade.collapse') : t('saas.grade.expand')}
              </Button>
              <Button size="small" type="primary" loading={save.isPending} onClick={() => save.mutate(undefined)} data-testid="saas-grade-menus-save">{t('saas.grade.save')}</Button>
            </Space>
          ) : null}
        >
          <Alert type="info" showIcon message={t('saas.grade.hint')} style={{ marginBottom: 12 }} />
          {!grade ? <Empty description={t('saas.grade.pick')} /> : menus.isPending ? <Spin /> : (
            <Tree
              checkable
              selectable={false}
              treeData={tree}
              checkedKeys={checked}
              expandedKeys={expanded}
              onExpand={(k) => setExpanded(k as string[])}
              onCheck={(k) => setChecked((Array.isArray(k) ? k : k.checked) as string[])}
              style={{ maxHeight: 'calc(100vh - 300px)', overflow: 'auto' }}
              data-testid="saas-grade-tree"
            />
          )}
        </Card>
      </Col>
      <Modal
        open={!!editing}
        title={editing === 'new' ? t('saas.grade.add') : t('saas.grade.edit')}
        onCancel={() => setEditing(null)}
        onOk={() => void form.validateFields().then((v) => saveG.mutate(v), () => undefined)}
        confirmLoading={saveG.isPending}
        okButtonProps={{ 'data-testid': 'saas-grade-save' } as never}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('saas.grade.name')} rules={[{ required: true, whitespace: true, message: t('sys.required', { label: t('saas.grade.name') }) }]}>
            <Input maxLength={50} data-testid="saas-grade-name" />
          </Form.Item>
          <Form.Item name="code" label={t('saas.grade.code')} rules={[{ required: true, pattern: /^[a-z0-9][a-z0-9_-]{1,31}$/, message: t('saas.company.codeHelp') }]}>
            <Input maxLength={32} data-testid="saas-grade-code" />
          </Form.Item>
          <Form.Item name="sort" label={t('saas.grade.sort')}><InputNumber min={0} max={100000} /></Form.Item>
          <Form.Item name="remark" label={t('saas.grade.remark')}><Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} /></Form.Item>
        </Form>
        <Typography.Text type="secondary" />
      </Modal>
    </Row>
  );
}
