// @vitest-environment jsdom
import '../../../test/setup';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SettingFlowIndex } from '../setting/SettingFlowPage';

function Where() {
  const l = useLocation();
  return <div data-testid="where">{l.pathname + l.search}</div>;
}

const open = (url: string) => render(
  <MemoryRouter initialEntries={[url]}>
    <Routes>
      <Route path="/sys-manager/setting-flow" element={<SettingFlowIndex />} />
      <Route path="*" element={<Where />} />
    </Routes>
  </MemoryRouter>,
);

describe('/sys-manager/setting-flow (the 流程设置 menu)', () => {
  it('opens the list of flows, not a blank 新建流程 editor', async () => {
    open('/sys-manager/setting-flow');
    expect((await screen.findByTestId('where')).textContent).toBe('/sys-manager/act-procdef');
  });

  it('with a definition id opens that flow\'s first tab', async () => {
    open('/sys-manager/setting-flow?id=d1');
    expect((await screen.findByTestId('where')).textContent).toBe('/sys-manager/setting-flow/f-base-setting?id=d1&addTab=setting-flow-d1');
  });
});
