export type GoodsKind = 'lesson' | 'channel' | 'package';
export type GoodsRef = { kind: GoodsKind; id: number };
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const KINDS: Record<string, GoodsKind> = { lesson: 'lesson', channel: 'channel', package: 'package' };
/** goodsType as the order calls number it (docs/api.md): 1 lesson, 2 column, 3 package. */
const GOODS_TYPES: Record<string, GoodsKind> = { '1': 'lesson', '2': 'channel', '3': 'package' };

/** pay/order's query: `type` (lesson, channel, package, or goodsType 1–3) and a positive whole `id`. */
export function parsePayQuery(query: Record<string, string>): Parsed<GoodsRef> {
  const rawType = (query.type ?? query.goodsType ?? '').trim();
  const kind = KINDS[rawType] ?? GOODS_TYPES[rawType];
  const rawId = (query.id ?? query.goodsId ?? '').trim();
  if (!rawType || !rawId) return { ok: false, message: '链接缺少商品信息' };
  if (!kind) return { ok: false, message: '链接里的商品类型无法识别' };
  if (!/^[1-9]\d{0,9}$/.test(rawId)) return { ok: false, message: '链接里的商品编号有误' };
  return { ok: true, value: { kind, id: Number(rawId) } };
}

/**
 * auth/userInfo's `redirect`: only an in-app hash path (`/lesson/play/3`, `/mine/index?tab=1`), never an address
 * elsewhere (`//evil.test`, `https:`, `javascript:`), nor back into the open pages (a loop).
 */
export function parseRedirect(query: Record<string, string>): Parsed<string> {
  const raw = (query.redirect ?? '').trim();
  if (!raw) return { ok: false, message: '链接缺少返回页面' };
  const path = raw.startsWith('#') ? raw.slice(1) : raw;
  const safe = /^\/(?!\/)[A-Za-z0-9/_.-]*(\?[A-Za-z0-9=&%_.,-]*)?$/.test(path) && !path.startsWith('/open/');
  return safe ? { ok: true, value: path } : { ok: false, message: '链接里的返回页面无效' };
}
