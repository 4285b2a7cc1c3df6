import { createEffect, scopeBind } from 'effector';

/**
 * Runs `run` inside the caller's scope. effector knows the scope synchronously inside an effect's handler, so a unit
 * called there keeps it — even a unit from a module that arrived after an `await import()`.
 */
const callInScopeFx = createEffect((run: () => unknown) => run());

/**
 * Effect that loads a module lazily and then calls one of its units in the caller's scope, so code that is not
 * needed for the first screen stays out of its JavaScript. Use inside models: `createLazyCall(() => import('x'),
 * (module, params) => module.someFx(params))`.
 */
export function createLazyCall<M, P = void, R = unknown>(load: () => Promise<M>, call: (module: M, params: P) => R) {
  return createEffect(async (params: P): Promise<Awaited<R>> => {
    // Bound before the first await, while the scope is still known.
    const inScope = scopeBind(callInScopeFx, { safe: true });
    const module = await load();
    return (await inScope(() => call(module, params))) as Awaited<R>;
  });
}
