import { describe, expect, it } from '@rstest/core';
import { sanitizeHtml } from './sanitize-html';

// The mock's lesson 14 content (src/app/mock/db/seed-lessons.ts, copied: shared may not import app); the e2e test
// lesson-detail opens the real one in Chromium.
const lesson14 =
  '<p>跟着李白杜甫逛一逛盛唐的街市与宫阙。</p><p><img src="/mock-cdn/cover/lesson-14.svg" alt="唐诗里的长安城"></p>' +
  '<p><strong>你将收获：</strong>清晰的知识框架、可以马上用上的方法，以及课后练习。</p>' +
  '<p>课程支持反复收听，建议边听边做笔记。</p>' +
  "<p>课后思考题见下图：</p><img src=x onerror=alert(1)><script>alert('xss')</script>";

describe('sanitizeHtml', () => {
  it("keeps the safe part of the mock's lesson 14 and drops its script and onerror image", () => {
    const clean = sanitizeHtml(lesson14);
    expect(clean).toContain('<p>跟着李白杜甫逛一逛盛唐的街市与宫阙。</p>');
    expect(clean).toContain('<img src="/mock-cdn/cover/lesson-14.svg" alt="唐诗里的长安城">');
    expect(clean).toContain('<strong>你将收获：</strong>');
    expect(clean).toContain('<p>课后思考题见下图：</p>');
    expect(clean).not.toMatch(/script|onerror|alert|src="x"/i);
  });

  it('drops event handlers, styles and classes from kept elements', () => {
    expect(sanitizeHtml('<p onclick="x()" style="color:red" class="c" id="i">文字</p>')).toBe('<p>文字</p>');
    expect(sanitizeHtml('<span onmouseover="x()">a</span><h2 onload="y">b</h2>')).toBe('<span>a</span><h2>b</h2>');
  });

  it('drops scripts, styles, frames and forms with their content, and unwraps unknown elements', () => {
    const clean = sanitizeHtml(
      '<div><style>p{}</style><iframe src="https://evil.test"></iframe><script>bad()</script>' +
        '<object data="x"></object><form><input value="v"></form>留下</div>',
    );
    expect(clean).toBe('留下');
    // happy-dom's parser swallows what follows an inline <svg> with a script: check only that nothing survives.
    expect(sanitizeHtml('<svg><script>bad()</script><image href="x"/></svg>')).toBe('');
  });

  it('keeps http(s), relative and in-app links with a safe rel and target', () => {
    expect(sanitizeHtml('<a href="https://a.test/x" title="t">外链</a>')).toBe(
      '<a href="https://a.test/x" rel="noopener noreferrer nofollow" target="_blank">外链</a>',
    );
    expect(sanitizeHtml('<a href="#/lesson/play/3">课</a>')).toContain('href="#/lesson/play/3"');
    expect(sanitizeHtml('<a href="/index">首页</a>')).toContain('href="/index"');
  });

  it('removes javascript:, data: and protocol-relative link targets but keeps the text', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JaVa\tScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.test',
      'vbscript:x',
    ])
      expect(sanitizeHtml(`<a href="${href}">点我</a>`)).toBe(
        '<a rel="noopener noreferrer nofollow" target="_blank">点我</a>',
      );
  });

  it('keeps images from http(s) or the site root only', () => {
    expect(sanitizeHtml('<img src="https://cdn.test/a.png" alt="图" width="9">')).toBe(
      '<img src="https://cdn.test/a.png" alt="图">',
    );
    for (const src of ['x', 'data:image/png;base64,AAAA', '//evil.test/a.png', 'javascript:alert(1)'])
      expect(sanitizeHtml(`<img src="${src}" alt="a">`)).toBe('');
  });

  it('keeps lists, quotes and inline emphasis, and escapes text', () => {
    expect(sanitizeHtml('<ul><li><em>一</em></li></ul><blockquote><b>引</b></blockquote><p>1 &lt; 2</p>')).toBe(
      '<ul><li><em>一</em></li></ul><blockquote><b>引</b></blockquote><p>1 &lt; 2</p>',
    );
    expect(sanitizeHtml('')).toBe('');
  });
});
