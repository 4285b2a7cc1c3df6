/** A value that can travel in a query string or an `application/x-www-form-urlencoded` body. */
export type FormValue = string | number | boolean | null | undefined | readonly FormValue[] | FormFields;
export type FormFields = { readonly [key: string]: FormValue };

/**
 * Encodes fields the way the backend's PHP/jQuery-era parser expects (spec §7 "bracket arrays"):
 * `{ a: [1, 2], b: { c: 1 } }` → `a[]=1&a[]=2&b[c]=1`. Arrays of objects use indices (`a[0][b]=1`), as jQuery.param
 * does, so the server can tell the items apart. `null` and `undefined` fields are left out.
 */
export function encodeForm(fields: FormFields): string {
  const pairs: string[] = [];
  const add = (key: string, value: FormValue): void => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((item: FormValue, index) => {
        const nested = item !== null && typeof item === 'object';
        add(`${key}[${nested ? index : ''}]`, item);
      });
    } else if (typeof value === 'object') {
      for (const [name, item] of Object.entries(value as FormFields)) add(`${key}[${name}]`, item);
    } else {
      pairs.push(`${encodeKey(key)}=${encodeURIComponent(String(value))}`);
    }
  };
  for (const [name, value] of Object.entries(fields)) add(name, value);
  return pairs.join('&');
}

/** Brackets stay literal (`a[]`), everything else in the key is percent-encoded. */
function encodeKey(key: string): string {
  return key
    .split(/([[\]])/)
    .map((part) => (part === '[' || part === ']' ? part : encodeURIComponent(part)))
    .join('');
}
