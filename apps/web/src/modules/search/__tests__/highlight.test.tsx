import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { highlight, searchTerms } from '../GlobalSearchPage';

describe('search highlighting', () => {
  it('marks every occurrence of every term, case-insensitively, and treats regex characters literally', () => {
    const { container } = render(<div>{highlight('监理合同 HT-01 与监理日志 (a+b)', searchTerms('监理  ht (a+b)'))}</div>);
    const marks = [...container.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marks).toEqual(['监理', 'HT', '监理', '(a+b)']);
    expect(container.textContent).toBe('监理合同 HT-01 与监理日志 (a+b)');
  });

  it('leaves text alone without terms', () => {
    expect(highlight('合同', [])).toBe('合同');
  });
});
