/**
 * A `fork({ handlers })` handler for a request effect of '@/shared/api'. Those are attached effects, so a replaced
 * handler receives (source, request spec); this hands `fn` the call's own params.
 */
export function answering<P, R>(fn: (params: P) => R): (params: P) => R {
  return (...args: unknown[]) => fn((args[1] as { params: P }).params);
}
