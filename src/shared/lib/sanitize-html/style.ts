/**
 * Inline styles of lecturers' rich text: an allowlist of properties, each value validated and, for sizes, brought
 * into a bounded range. Sizes come out in px or rem, never em or %: nested elements cannot compound them (a span at
 * 2em inside a span at 2em…), so no text grows past the largest size below, however deep the nesting.
 */

// CSS named colours (CSS Color 4), plus transparent and currentcolor.
const COLOR_NAMES = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood ' +
    'cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray ' +
    'darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue ' +
    'firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew ' +
    'hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue ' +
    'lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise ' +
    'mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange ' +
    'orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna ' +
    'silver skyblue slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet ' +
    'wheat white whitesmoke yellow yellowgreen transparent currentcolor'
  ).split(' '),
);
const NUMBER = String.raw`\d{1,3}(?:\.\d+)?%?`;
const ALPHA = String.raw`(?:0|1|0?\.\d+|\d{1,3}%)`;
const RGB = new RegExp(String.raw`^rgb\(\s*${NUMBER}\s*,\s*${NUMBER}\s*,\s*${NUMBER}\s*\)$`, 'i');
const RGBA = new RegExp(String.raw`^rgba\(\s*${NUMBER}\s*,\s*${NUMBER}\s*,\s*${NUMBER}\s*,\s*${ALPHA}\s*\)$`, 'i');
const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const isColor = (value: string) =>
  HEX.test(value) || RGB.test(value) || RGBA.test(value) || COLOR_NAMES.has(value.toLowerCase());
const keep = (test: (value: string) => boolean) => (value: string) => (test(value) ? value : null);

/** A length as written: a number and its unit ('' for a bare number). */
const LENGTH = /^(-?\d{1,5}(?:\.\d{1,4})?|-?\.\d{1,4})(px|pt|em|rem|%)?$/i;
type Range = { px: [number, number]; rem: [number, number] };

const clamp = (value: number, [min, max]: [number, number]) => Math.min(max, Math.max(min, value));
const round = (value: number) => String(Math.round(value * 1000) / 1000);

/** A length in px or rem within `range`; em and % count as rem (of the root), pt as 4/3 px. */
function boundedLength(value: string, range: Range): string | null {
  const match = LENGTH.exec(value);
  if (!match) return null;
  const amount = Number(match[1]);
  const unit = (match[2] ?? '').toLowerCase();
  const [bounded, outUnit] =
    unit === 'px' || unit === 'pt'
      ? [clamp(unit === 'pt' ? (amount * 4) / 3 : amount, range.px), 'px']
      : unit === 'em' || unit === 'rem' || unit === '%'
        ? [clamp(unit === '%' ? amount / 100 : amount, range.rem), 'rem']
        : // A bare 0 is a length only where 0 is allowed (never a font size of 0, which would hide the text).
          [amount === 0 && range.px[0] <= 0 ? 0 : Number.NaN, ''];
  if (Number.isNaN(bounded)) return null;
  return bounded === 0 ? '0' : `${round(bounded)}${outUnit}`;
}

const FONT_SIZE: Range = { px: [12, 32], rem: [0.75, 2] };
const FONT_KEYWORDS = /^(x-small|small|medium|large|x-large|xx-large)$/i;
const SPACE: Range = { px: [0, 48], rem: [0, 3] };
const INDENT: Range = { px: [0, 64], rem: [0, 4] };
const LETTER: Range = { px: [-1, 8], rem: [-0.0625, 0.5] };

/** One to four non-negative spacings (margin, padding); margins may be auto (centring). */
const spacing =
  (auto: boolean) =>
  (value: string): string | null => {
    const parts = value.split(' ');
    if (parts.length > 4) return null;
    const out = parts.map((part) => (auto && part.toLowerCase() === 'auto' ? 'auto' : boundedLength(part, SPACE)));
    return out.some((part) => part === null) ? null : out.join(' ');
  };

/** Unitless line heights between 1 and 3, or a length; `normal`. */
function lineHeight(value: string): string | null {
  if (/^normal$/i.test(value)) return 'normal';
  if (/^\d{1,2}(\.\d{1,3})?$/.test(value)) return round(clamp(Number(value), [1, 3]));
  return boundedLength(value, { px: [12, 64], rem: [1, 3] });
}

/** What each allowed property keeps of a value (normalised), or null to drop the declaration. */
const STYLE_RULES: Record<string, (value: string) => string | null> = {
  color: keep(isColor),
  'background-color': keep(isColor),
  'text-align': keep((value) => /^(left|right|center|justify|start|end)$/i.test(value)),
  'font-weight': keep((value) => /^(normal|bold|bolder|lighter|[1-9]00)$/i.test(value)),
  'font-style': keep((value) => /^(normal|italic|oblique)$/i.test(value)),
  'text-decoration': keep((value) =>
    /^(none|(underline|line-through|overline)( (underline|line-through|overline)){0,2})$/i.test(value),
  ),
  'font-size': (value) => (FONT_KEYWORDS.test(value) ? value.toLowerCase() : boundedLength(value, FONT_SIZE)),
  'line-height': lineHeight,
  'letter-spacing': (value) => (/^normal$/i.test(value) ? 'normal' : boundedLength(value, LETTER)),
  'text-indent': (value) => boundedLength(value, INDENT),
  margin: spacing(true),
  'margin-top': spacing(false),
  'margin-bottom': spacing(false),
  'margin-left': spacing(true),
  'margin-right': spacing(true),
  padding: spacing(false),
  'padding-top': spacing(false),
  'padding-bottom': spacing(false),
  'padding-left': spacing(false),
  'padding-right': spacing(false),
};

/** An image's own width: a share of the box (1–100 %) or pixels (the box's max-width still bounds it). */
const IMAGE_RULES: Record<string, (value: string) => string | null> = {
  width: (value) => {
    const match = /^(\d{1,4}(?:\.\d{1,3})?)(px|%)$/i.exec(value);
    if (!match) return null;
    const amount = Number(match[1]);
    const percent = match[2] === '%';
    return amount > 0 && amount <= (percent ? 100 : 4096) ? `${round(amount)}${percent ? '%' : 'px'}` : null;
  },
};

/**
 * The allowed declarations of an inline style, as `property: value;` joined by a space (the editor's and the
 * browser's own form). A declaration with anything else (an unknown property, `!important`, a function other than
 * rgb()/rgba(), a comment, an escape) is dropped; the values' strict shapes leave no room for url() or expression().
 */
export function sanitizeStyle(style: string, forImage = false): string {
  const rules = forImage ? IMAGE_RULES : STYLE_RULES;
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s+/g, ' ');
    // biome-ignore lint/suspicious/noPrototypeBuiltins: Object.hasOwn is missing in iOS < 15.4 and Chromium < 93
    const rule = Object.prototype.hasOwnProperty.call(rules, property) ? rules[property] : undefined;
    const clean = rule ? rule(value) : null;
    if (clean !== null) {
      kept.delete(property);
      kept.set(property, clean);
    }
  }
  return Array.from(kept, ([property, value]) => `${property}: ${value};`).join(' ');
}
