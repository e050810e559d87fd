/** Values of every kind fast-check makes, not only JSON: what a careless engine could hand back in a view. */
import fc from 'fast-check';

/** fc.anything with boxed values, null prototypes, sparse and typed arrays, dates, maps, sets, plus `extra`. */
export function exoticValues(extra: fc.ObjectConstraints = {}): fc.Arbitrary<unknown> {
  return fc.anything({
    withBoxedValues: true,
    withNullPrototype: true,
    withSparseArray: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withObjectString: true,
    withTypedArray: true,
    ...extra,
  });
}
