import { useRef, useState } from 'react';
import { Button, Drawer, Modal, Progress, Select, Space, Tag, TreeSelect, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TKnCourseRow, TKnRecordRow } from '@ecms/shared';
import { queryFiles, streamUrl } from '../../api/files';
import { queryRoles } from '../../api/sys';
import { FileList } from '../../components/FileList';
import { LedgerPage, useCan, useCrudMutation } from '../../components/ledger';
import { ListTable, useListPage } from '../../components/list-page';
import { type CourseForm, deleteCourse, enrolCourse, KN_COURSES_KEY, KN_RECORDS_KEY, queryCourses, queryRecords, remindCourse, reportProgress, saveCourse } from './api';
import { toOptions, useCategoryTree } from './CategoryCard';

const right = (a: string) => `knowledge:video:${a}`;
const VIDEO = /\.(mp4|webm|ogg|ogv|m4v|mov)$/i;

/** Learning a course: its videos (progress reported as they play, completed at the end) and its other materials. */
function Learn({ course, onClose }: { course: TKnCourseRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const sent = useRef(0);
  const files = useQuery({
    queryKey: ['file-items', 'training', course?.id],
    queryFn: () => queryFiles({ params: { refModule: 'training', refRecordId: course!.id }, pageSize: 100 }),
    enabled: !!course,
  });
  const progress = useCrudMutation({
    mutationFn: (p: number) => reportProgress(course!.id, p),
    invalidate: [[KN_COURSES_KEY], [KN_RECORDS_KEY]],
    success: false,
  });
  const complete = useCrudMutation({ mutationFn: () => reportProgress(course!.id, 100), invalidate: [[KN_COURSES_KEY], [KN_RECORDS_KEY]] });
  const videos = (files.data?.rows ?? []).filter((f) => VIDEO.test(f.fileName));
  const onTime = (e: React.SyntheticEvent<HTMLVideoElement>) => {
    const v = e.currentTarget;
    if (!v.duration) return;
    // Reported in steps of 10 %, never backwards (the server keeps the highest).
    const p = Math.floor((v.currentTime / v.duration) * 10) * 10;
    if (p > sent.current && p < 100) { sent.current = p; progress.mutate(p); }
  };
  const enrolled = course?.mine.enrolled;
  return (
    <Drawer open={!!course} onClose={() => { sent.current = 0; onClose(); }} width={820} title={course?.title} destroyOnHidden data-testid="kn-learn">
      {course ? (
        <>
          <Space wrap style={{ marginBottom: 12 }}>
            {course.mine.required ? <Tag color="red">{t('knowledge.course.required')}</Tag> : null}
            {course.lecturer ? <span>{t('knowledge.course.lecturer')}：{course.lecturer}</span> : null}
            <span>{t('knowledge.course.hours')}：{course.hours}</span>
          </Space>
          {course.description ? <Typography.Paragraph>{course.description}</Typography.Paragraph> : null}
          {!enrolled ? <Typography.Paragraph type="warning">{t('knowledge.course.enrolFirst')}</Typography.Paragraph> : null}
          {videos.map((f) => (
            <div key={f.id} style={{ marginBottom: 12 }}>
              <Typography.Text strong>{f.fileName}</Typography.Text>
              <video controls preload="metadata" src={streamUrl(f.id)} style={{ width: '100%', maxHeight: 420, background: '#000' }}
                onTimeUpdate={enrolled ? onTime : undefined} onEnded={enrolled ? () => complete.mutate(undefined) : undefined} data-testid="kn-learn-video" />
            </div>
          ))}
          {enrolled && !course.mine.completedDate && videos.length === 0 ? (
            <Button type="primary" loading={complete.isPending} onClick={() => complete.mutate(undefined)} style={{ marginBottom: 12 }} data-testid="kn-learn-complete">
              {t('knowledge.course.finish')}
            </Button>
          ) : null}
          {course.mine.enrolled ? <Progress percent={course.mine.progress} style={{ maxWidth: 360 }} data-testid="kn-learn-progress" /> : null}
          <Typography.Title level={5}>{t('knowledge.course.materials')}</Typography.Title>
          <FileList refModule="training" refRecordId={course.id} readOnly={!can([right('add'), right('edit')])} />
        </>
      ) : null}
    </Drawer>
  );
}

/** 完成记录: who must or did take the courses, and how far they are. */
function Records({ open, onClose, courses }: { open: boolean; onClose: () => void; courses: TKnCourseRow[] }) {
  const { t } = useTranslation();
  const [courseId, setCourseId] = useState<string | undefined>();
  const [completed, setCompleted] = useState<string | undefined>();
  const params = { ...(courseId ? { courseId } : {}), ...(completed ? { completed } : {}) };
  const list = useListPage<TKnRecordRow>([KN_RECORDS_KEY], queryRecords, params, { enabled: open });
  // Reminds the chosen course's required people who have not completed it (a message each).
  const remind = useCrudMutation({ mutationFn: (id: string) => remindCourse(id), invalidate: [] });
  return (
    <Modal open={open} onCancel={onClose} footer={null} width={980} title={t('knowledge.course.records')} destroyOnHidden>
      <Space style={{ marginBottom: 12 }} wrap>
        <Select allowClear placeholder={t('knowledge.course.title')} style={{ width: 240 }} value={courseId} onChange={setCourseId}
          options={courses.filter((c) => c.status === 1).map((c) => ({ value: c.id, label: c.title }))} data-testid="kn-records-course" />
        <Select allowClear placeholder={t('knowledge.course.state')} style={{ width: 140 }} value={completed} onChange={setCompleted}
          options={[{ value: 'true', label: t('knowledge.course.done') }, { value: 'false', label: t('knowledge.course.notDone') }]} />
        <Button disabled={!courseId} loading={remind.isPending} onClick={() => courseId && remind.mutate(courseId)} data-testid="kn-records-remind">
          {t('knowledge.course.remind')}
        </Button>
      </Space>
      <ListTable<TKnRecordRow> list={list} rowKey={(r) => `${r.courseId}-${r.userId}`} size="small" data-testid="kn-records-table"
        columns={[
          { title: t('knowledge.course.title'), dataIndex: 'courseTitle', width: 200, ellipsis: true },
          { title: t('knowledge.course.person'), dataIndex: 'userName', width: 110 },
          { title: t('knowledge.course.dept'), dataIndex: 'deptName', width: 130, ellipsis: true },
          { title: t('knowledge.course.required'), dataIndex: 'required', width: 70, render: (v: boolean) => (v ? <Tag color="red">{t('knowledge.course.yes')}</Tag> : '') },
          { title: t('knowledge.course.progress'), dataIndex: 'progress', width: 150, render: (v: number) => <Progress percent={v} size="small" /> },
          {
            title: t('knowledge.course.state'), key: 'state', width: 90,
            render: (_: unknown, r: TKnRecordRow) => (r.completedDate ? <Tag color="green">{t('knowledge.course.done')}</Tag>
              : r.enrolled ? <Tag color="blue">{t('knowledge.course.learning')}</Tag> : <Tag>{t('knowledge.course.notStarted')}</Tag>),
          },
          { title: t('knowledge.course.completedDate'), dataIndex: 'completedDate', width: 150, render: (v: string | null) => (v ? v.replace('T', ' ').slice(0, 16) : '') },
        ]} />
    </Modal>
  );
}

/** 培训视频: courses (materials, required roles), enrolment, learning with progress, and the completion records. */
export function TrainingVideoPage() {
  const { t } = useTranslation();
  const tree = useCategoryTree();
  const roles = useQuery({ queryKey: ['sys-roles', 'kn-options'], queryFn: () => queryRoles() });
  const [learning, setLearning] = useState<TKnCourseRow | null>(null);
  const [records, setRecords] = useState(false);
  const enrol = useCrudMutation({ mutationFn: (r: TKnCourseRow) => enrolCourse(r.id), invalidate: [[KN_COURSES_KEY]] });
  return (
    <LedgerPage<TKnCourseRow, CourseForm>
      testId="kn-course-page"
      tableTestId="kn-course-table"
      queryKey={[KN_COURSES_KEY]}
      list={queryCourses}
      search={[{ name: 'title$like', placeholder: t('knowledge.course.search'), testId: 'kn-course-search' }]}
      columns={[
        { title: t('knowledge.course.title'), dataIndex: 'title', width: 200, ellipsis: true },
        { title: t('knowledge.doc.category'), dataIndex: 'categoryName', width: 110, ellipsis: true },
        { title: t('knowledge.course.lecturer'), dataIndex: 'lecturer', width: 90 },
        { title: t('knowledge.course.hours'), dataIndex: 'hours', width: 60 },
        {
          title: t('knowledge.doc.status'), dataIndex: 'status', width: 80,
          render: (v: number) => (v === 1 ? <Tag color="green">{t('knowledge.doc.published')}</Tag> : <Tag>{t('knowledge.doc.draft')}</Tag>),
        },
        { title: t('knowledge.course.learners'), key: 'learners', width: 90, render: (_: unknown, r: TKnCourseRow) => `${r.completed}/${r.learners}` },
        {
          title: t('knowledge.course.mine'), key: 'mine', width: 170,
          render: (_: unknown, r: TKnCourseRow) => (
            <Space size={4}>
              {r.mine.required ? <Tag color="red">{t('knowledge.course.required')}</Tag> : null}
              {r.mine.enrolled ? <Progress percent={r.mine.progress} size="small" style={{ width: 90 }} /> : <Tag>{t('knowledge.course.notEnrolled')}</Tag>}
            </Space>
          ),
        },
      ]}
      create={{ label: t('knowledge.course.add'), rights: right('add'), testId: 'kn-course-add' }}
      edit={{ rights: right('edit'), testId: 'kn-course-edit' }}
      remove={{ fn: (r) => deleteCourse(r.id), rights: right('delete'), testId: 'kn-course-delete' }}
      toolbarRight={(ctx) => (ctx.can(right('record'))
        ? <Button onClick={() => setRecords(true)} data-testid="kn-course-records">{t('knowledge.course.records')}</Button> : null)}
      actions={[
        {
          key: 'enrol', label: t('knowledge.course.enrol'), rights: right('view'), testId: 'kn-course-enrol',
          visible: (r) => r.status === 1 && !r.mine.enrolled, onClick: (r) => enrol.mutate(r),
        },
        { key: 'learn', label: t('knowledge.course.learn'), rights: right('view'), testId: 'kn-course-learn', onClick: (r) => setLearning(r) },
        'edit',
        'delete',
      ]}
      actionsColumn={{ width: 220 }}
      form={{
        title: { create: t('knowledge.course.add'), edit: t('knowledge.course.edit') },
        okTestId: 'kn-course-save',
        width: 720,
        initialValues: () => ({ title: '', hours: 1, status: 0, requiredRoleIds: [] }),
        toValues: (r) => ({ title: r.title, categoryId: r.categoryId, lecturer: r.lecturer, hours: r.hours, description: r.description, requiredRoleIds: r.requiredRoleIds, status: r.status === 1 ? 1 : 0 }),
        save: (v, row) => saveCourse({ ...v, categoryId: v.categoryId ?? null, id: row?.id, version: row?.version }),
        fields: [
          { name: 'title', label: t('knowledge.course.title'), required: true, maxLength: 200, testId: 'kn-course-title' },
          { name: 'categoryId', label: t('knowledge.doc.category'), control: <TreeSelect allowClear treeData={toOptions(tree.data ?? [])} treeDefaultExpandAll /> },
          { name: 'lecturer', label: t('knowledge.course.lecturer'), maxLength: 50 },
          { name: 'hours', label: t('knowledge.course.hours'), type: 'number', props: { min: 0, max: 1000 } },
          { name: 'description', label: t('knowledge.course.description'), type: 'textarea', maxLength: 2000 },
          {
            name: 'requiredRoleIds', label: t('knowledge.course.requiredRoles'), item: { extra: t('knowledge.course.requiredHelp') },
            control: <Select mode="multiple" allowClear optionFilterProp="label" data-testid="kn-course-roles" options={(roles.data?.rows ?? []).map((r) => ({ value: r.id, label: r.name }))} />,
          },
          {
            name: 'status', label: t('knowledge.doc.publish'), type: 'select',
            options: [{ value: 0, label: t('knowledge.doc.draft') }, { value: 1, label: t('knowledge.doc.published') }], testId: 'kn-course-status',
          },
        ],
      }}
    >
      {(ctx) => (
        <>
          <Learn course={learning ? (ctx.list.rows.find((r) => r.id === learning.id) ?? learning) : null} onClose={() => setLearning(null)} />
          <Records open={records} onClose={() => setRecords(false)} courses={ctx.list.rows} />
        </>
      )}
    </LedgerPage>
  );
}
