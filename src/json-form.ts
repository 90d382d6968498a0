// The JSON form of what the library returns: the same as the command's `--json` writes, so that
// `JSON.stringify(result)` never throws on a bigint nor writes a typed array as an object of
// indices. Each result carries its form as a `toJSON` method that is not enumerable: a spread, a
// comparison in a test, or a copy posted to a worker leaves it out.

/**
 * `value` as JSON holds it: a bigint as its decimal string (exact, however large), a typed array
 * as an array of its numbers, an object with a `toJSON` of its own as that gives it, any other
 * object by its own enumerable fields (a function or `undefined` left out, as `JSON.stringify`
 * does). Values JSON has already are themselves. Cost: O(size of the value) time and memory.
 */
export function jsonForm(value: unknown): unknown {
  if (typeof value === 'bigint') return String(value);
  if (typeof value !== 'object' || value === null) return value;
  if (ArrayBuffer.isView(value))
    return value instanceof DataView
      ? {}
      : Array.from(value as unknown as ArrayLike<number | bigint>, jsonForm);
  const own = (value as { toJSON?: unknown }).toJSON;
  if (typeof own === 'function') return jsonForm((own as () => unknown).call(value));
  if (Array.isArray(value)) return value.map((item) => (item === undefined ? null : jsonForm(item)));
  const form: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (field === undefined || typeof field === 'function') continue;
    form[key] = jsonForm(field);
  }
  return form;
}

/**
 * `object` given its JSON form: a `toJSON` that is not enumerable (nor writable), returning
 * `form(object)` in JSON's terms (`jsonForm`), or the object's own fields when no `form` is given.
 * Returns `object`, which must not be frozen yet. Cost: O(1); the form, when asked for, O(its size).
 */
export function withJsonForm<T extends object>(object: T, form?: (object: T) => unknown): T {
  Object.defineProperty(object, 'toJSON', {
    value: () => jsonForm(form ? form(object) : { ...object }),
    enumerable: false,
  });
  return object;
}
