// @vitest-environment jsdom
import '../../test/setup';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describeLocation, withPageTitle } from '../route-meta';
import { usePageTitle, usePageTitleOf } from '../store/page-title';
import type { MenuNode } from '../../api/types';

const menu: MenuNode[] = [{ id: 'f', name: '设备台账', url: '/form-1/wf-list', type: 'Menu', children: [] }];

describe('an online form names its tab and breadcrumb', () => {
  it('replaces the generic 表单 title once the page knows the form', () => {
    const meta = describeLocation('/form-1/wf-form', '?id=r1', [], [{ title: 'formRt.routeForm' }]);
    expect(meta.title).toEqual({ key: 'formRt.routeForm' });
    const named = withPageTitle(meta, '设备台账', '/form-1/wf-form');
    expect(named.title).toEqual({ text: '设备台账' });
    expect(named.crumbs.map((c) => c.label)).toEqual([{ text: '设备台账' }]);
  });

  it('keeps the name its menu or ?name= gives', () => {
    const fromMenu = describeLocation('/form-1/wf-list', '', menu, [{ title: 'formRt.routeList' }]);
    expect(withPageTitle(fromMenu, '别的名字', '/form-1/wf-list').title).toEqual({ text: '设备台账' });
    const named = describeLocation('/form-1/wf-form', '?name=某记录', [], [{ title: 'formRt.routeForm' }]);
    expect(withPageTitle(named, '设备台账', '/form-1/wf-form').title).toEqual({ text: '某记录' });
  });

  it('usePageTitle publishes the name for the current location while the page is open', () => {
    function Page() {
      usePageTitle('设备台账');
      return null;
    }
    function Reader() {
      return <div data-testid="title">{usePageTitleOf('/form-1/wf-form?id=r1') ?? '-'}</div>;
    }
    const { rerender } = render(
      <MemoryRouter initialEntries={['/form-1/wf-form?id=r1']}>
        <Routes><Route path="*" element={<><Page /><Reader /></>} /></Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('title').textContent).toBe('设备台账');
    rerender(
      <MemoryRouter initialEntries={['/form-1/wf-form?id=r1']}>
        <Routes><Route path="*" element={<Reader />} /></Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('title').textContent).toBe('-');
  });
});
