import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Col, Empty, List, Row, Space, Spin, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCan, useCrudMutation } from '../../components/ledger';
import { LEVEL_ROLES_KEY, LEVELS_KEY, levelRoles, queryLevels, saveLevelRoles } from './api';

const RIGHT = 'sys:memberRole:view';

/**
 * /sys-manager/saas-user-role (会员角色): the roles each member level grants its members (spec 3 §6
 * member-level rights). Levels on the left in rank order; the level's roles as checkboxes on the
 * right. Saving re-assigns the roles of the level's members on the server.
 */
export function MemberRolePage() {
  const { t } = useTranslation();
  const can = useCan();
  const [levelId, setLevelId] = useState<string | null>(null);
  // The user's ticks, for the level they were made on; until then the level's saved roles.
  const [edited, setEdited] = useState<{ level: string; ids: string[] } | null>(null);
  const levels = useQuery({ queryKey: [LEVELS_KEY, 'options'], queryFn: () => queryLevels({ pageSize: 1000 }) });
  const rows = levels.data?.rows ?? [];
  const current = levelId ?? rows[0]?.id ?? null;
  const roles = useQuery({ queryKey: [LEVEL_ROLES_KEY, current], queryFn: () => levelRoles(current!), enabled: !!current });
  const checked = edited && edited.level === current ? edited.ids : (roles.data?.roleIds ?? []);
  const save = useCrudMutation({
    mutationFn: () => saveLevelRoles(current!, checked),
    invalidate: [[LEVEL_ROLES_KEY]],
  });
  const levelName = rows.find((r) => r.id === current)?.name;

  return (
    <Row gutter={[12, 12]} data-testid="member-role-page">
      <Col xs={24} md={8} lg={6}>
        <Card size="small" title={t('member.role.levels')} styles={{ body: { padding: 0 } }}>
          <List
            loading={levels.isLoading}
            dataSource={rows}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
            renderItem={(r) => (
              <List.Item
                data-testid={`member-role-level-${r.id}`}
                onClick={() => setLevelId(r.id)}
                style={{ cursor: 'pointer', padding: '8px 16px', background: r.id === current ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined }}
              >
                <Typography.Text ellipsis strong={r.id === current}>{r.name}</Typography.Text>
                <Typography.Text type="secondary">{r.memberCount}</Typography.Text>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} md={16} lg={18}>
        <Card
          size="small"
          title={levelName ? `${levelName} · ${t('member.role.roles')}` : t('member.role.roles')}
          extra={current && can(RIGHT) ? (
            <Button type="primary" size="small" icon={<SaveOutlined />} loading={save.isPending} onClick={() => save.mutate()} data-testid="member-role-save">
              {t('member.role.save')}
            </Button>
          ) : null}
        >
          <Space direction="vertical" style={{ width: '100%' }} size="middle">
            <Alert type="info" showIcon message={t('member.role.help')} />
            {!current ? <Empty description={t('member.role.pick')} /> : roles.isLoading ? <Spin /> : (roles.data?.roles.length ?? 0) === 0
              ? <Empty description={t('member.role.none')} />
              : (
                <Checkbox.Group value={checked} disabled={roles.isPending} onChange={(v) => current && setEdited({ level: current, ids: v as string[] })} style={{ width: '100%' }} data-testid="member-role-roles">
                  <Row gutter={[8, 8]} style={{ width: '100%' }}>
                    {roles.data!.roles.map((r) => (
                      <Col key={r.id} xs={24} sm={12} lg={8}>
                        <Checkbox value={r.id} data-testid={`member-role-role-${r.code}`}>{r.name}</Checkbox>
                      </Col>
                    ))}
                  </Row>
                </Checkbox.Group>
              )}
            {current && roles.data ? <Typography.Text type="secondary">{t('member.role.count', { n: checked.length })}</Typography.Text> : null}
          </Space>
        </Card>
      </Col>
    </Row>
  );
}
