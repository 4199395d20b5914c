import { describe, expect, it } from 'vitest';
import { docxDocument, docxPara, docxRun, docxTable } from '../docx.js';

describe('the Word writer', () => {
  it('writes a user text that looks like markup as text', () => {
    const xml = docxPara('<w:r><w:t>伪造</w:t></w:r>&\u0001');
    expect(xml).not.toContain('<w:r><w:t>伪造');
    expect(xml).toContain('&lt;w:r&gt;&lt;w:t&gt;伪造&lt;/w:t&gt;&lt;/w:r&gt;&amp;');
    expect(xml).not.toContain('\u0001');
  });

  it('joins runs made by docxRun, with their own options', () => {
    const xml = docxPara([docxRun('标签：', { bold: true }), docxRun('内容', { color: 'C00000' })]);
    expect(xml).toMatch(/<w:b\/>.*标签：/);
    expect(xml).toMatch(/<w:color w:val="C00000"\/>.*内容/);
  });

  it('repeats header rows on each page and fills cells', () => {
    const cell = (t: string, fill?: string) => ({ paras: [docxPara(t)], width: 2000, fill });
    const xml = docxTable([[cell('表头', 'E8EEF7')], [cell('行')]], { headerRows: 1, borderColor: '999999' });
    const rows = xml.split('<w:tr>').slice(1);
    expect(rows[0]).toContain('<w:tblHeader/>');
    expect(rows[0]).toContain('w:fill="E8EEF7"');
    expect(rows[1]).not.toContain('<w:tblHeader/>');
    expect(xml).toContain('w:color="999999"');
    expect(docxDocument([xml], { landscape: true })).toContain('w:orient="landscape"');
  });
});
