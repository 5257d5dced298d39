// Optional properties of configs are left out rather than stored empty: setting one to undefined removes the
// key, and a settings object left with no key is removed too (configs stay as the catalogue writes them).

/** A copy of `object` with `key` set, or removed when `value` is undefined. */
export function withOptional<T extends object, K extends keyof T>(
  object: T,
  key: K,
  value: T[K] | undefined,
): T {
  const next = { ...object };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next;
}

/** A copy of `object` whose sub-object `key` has `inner` set (or removed), the sub-object removed when empty. */
export function withNestedOptional<T extends object, K extends keyof T, I extends keyof NonNullable<T[K]>>(
  object: T,
  key: K,
  inner: I,
  value: NonNullable<T[K]>[I] | undefined,
): T {
  const sub = withOptional({ ...((object[key] ?? {}) as NonNullable<T[K]>) }, inner, value);
  return withOptional(object, key, (Object.keys(sub).length > 0 ? sub : undefined) as T[K] | undefined);
}
