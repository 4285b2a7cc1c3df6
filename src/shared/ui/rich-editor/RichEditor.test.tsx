import { describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { sanitizeHtml } from '@/shared/lib/sanitize-html';
import { RichEditor } from './RichEditor';

function Form({ initial, seen }: { initial: string; seen: string[] }) {
  const [html, setHtml] = useState(initial);
  return (
    <RichEditor
      label="课程详情"
      id="content"
      value={html}
      placeholder="写点什么"
      onChange={(next) => {
        seen.push(next);
        setHtml(next);
      }}
    />
  );
}

/** The editor is loaded and mounted: its buttons are enabled. */
async function ready() {
  const bold = (await screen.findByRole('button', { name: '加粗' })) as HTMLButtonElement;
  await waitFor(() => expect(bold.getAttribute('aria-disabled')).toBeNull());
  return bold;
}

describe('RichEditor', () => {
  it('takes typing in a text area at once, then switches to the editor with the text kept', async () => {
    const seen: string[] = [];
    render(<Form initial="" seen={seen} />);
    const stub = screen.getByLabelText('课程详情');
    expect(stub.tagName).toBe('TEXTAREA');
    fireEvent.change(stub, { target: { value: '第一行 <b>\n第二行' } });
    expect(seen.at(-1)).toBe('<p>第一行 &lt;b&gt;</p><p>第二行</p>');

    const bold = await ready();
    const editable = document.getElementById('content');
    expect(editable?.getAttribute('contenteditable')).toBe('true');
    expect(editable?.getAttribute('role')).toBe('textbox');
    expect(editable?.getAttribute('aria-labelledby')).toBe('content-label');
    expect(editable?.innerHTML).toContain('<p>第一行 &lt;b&gt;</p><p>第二行</p>');
    expect(screen.queryByRole('textbox', { name: '课程详情' })).toBe(editable);
    expect(bold.getAttribute('aria-pressed')).toBe('false');
  });

  it('offers every formatting as a real button with a Chinese name, and each one edits the content', async () => {
    const seen: string[] = [];
    render(<Form initial="<p>唐诗</p>" seen={seen} />);
    await ready();
    const names = screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(
      expect.arrayContaining([
        '加粗',
        '斜体',
        '下划线',
        '删除线',
        '标题 H2',
        '小标题 H3',
        '无序列表',
        '有序列表 1.',
        '引用',
        '居中',
        '文字颜色',
        '链接',
        '图片',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: '标题 H2' }));
    await waitFor(() => expect(seen.at(-1)).toBe('<h2>唐诗</h2>'));
    expect(screen.getByRole('button', { name: '标题 H2' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '居中' }));
    await waitFor(() => expect(seen.at(-1)).toBe('<h2 style="text-align: center;">唐诗</h2>'));
    for (const html of seen) expect(sanitizeHtml(html)).toBe(html);
  });

  it('refuses a javascript: link with a Chinese message and accepts an in-app one', async () => {
    const seen: string[] = [];
    render(<Form initial="<p>唐诗</p>" seen={seen} />);
    await ready();
    fireEvent.click(screen.getByRole('button', { name: '链接' }));
    const address = screen.getByLabelText('链接地址');
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(screen.getByRole('alert').textContent).toContain('请输入正确的网址');
    fireEvent.change(address, { target: { value: '#/lesson/play/3' } });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(seen.at(-1)).toContain('<a href="#/lesson/play/3">'));
    expect(sanitizeHtml(seen.at(-1) ?? '')).toBe(seen.at(-1));
  });

  it('keeps rich content read-only in the text area until the editor is there (typing cannot flatten it)', () => {
    render(<Form initial="<p><strong>粗</strong></p>" seen={[]} />);
    const stub = screen.getByLabelText('课程详情') as HTMLTextAreaElement;
    expect(stub.readOnly).toBe(true);
    expect(screen.getByText('编辑器加载中…')).toBeTruthy();
  });
});
