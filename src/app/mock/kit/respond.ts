/**
 * Plain `Response`s rather than msw's `HttpResponse`: under happy-dom (the unit tests) `HttpResponse` drops the
 * headers given to it (its Headers and Response come from different realms), which would lose `location` and
 * `content-type`. A plain Response keeps them there and on the Node dev server alike.
 */
export function respond(body: BodyInit | null, status: number, headers: Record<string, string>): Response {
  return new Response(body, { status, headers });
}

/** The `{ code, msg, data }` envelope of docs/api.md; business errors and session loss also answer HTTP 200. */
export function ok(data: unknown): Response {
  return respond(JSON.stringify({ code: 1, msg: 'success', data }), 200, { 'content-type': 'application/json' });
}

export function fail(code: number, msg: string): Response {
  return respond(JSON.stringify({ code, msg, data: null }), 200, { 'content-type': 'application/json' });
}

export function needLogin(): Response {
  return fail(1000, '请先登录');
}

export function missingParam(name: string): Response {
  return fail(2, `缺少参数：${name}`);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A small phone-sized Chinese page (the simulated WeChat authorisation screens). */
export function htmlPage(status: number, title: string, body: string): Response {
  const html = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font:16px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#ededed;color:#111}
main{max-width:480px;margin:0 auto;padding:24px 16px}
h1{font-size:20px;margin:8px 0 4px}
p{color:#666;margin:0 0 16px}
a.choice{display:block;margin:12px 0;padding:14px 16px;border-radius:8px;background:#fff;color:#111;text-decoration:none}
a.choice strong{display:block;font-size:17px}
a.choice span{font-size:13px;color:#888}
</style>
</head>
<body><main>${body}</main></body>
</html>`;
  return respond(html, status, { 'content-type': 'text/html; charset=utf-8' });
}
