import { attach, createEffect, createEvent, createStore, type Effect, sample } from 'effector';

/** One wait-then-check round; `run` tells rounds of a stopped confirmation from the current one. */
export type ConfirmStep<P> = { params: P; run: number; attempt: number; ms: number };

/**
 * Asks the server, after growing pauses, whether the goods are bought — the cashier's "paid" is only what the
 * buyer saw. A failed check counts as "not yet". Ends with `confirmed`, or `timedOut` after the last pause.
 * The pause is an effect (`waitFx`) so tests can replace it through fork handlers.
 */
export function createConfirmation<P, CheckError>(
  checkBoughtFx: Effect<P, boolean, CheckError>,
  delaysMs: readonly number[],
) {
  const started = createEvent<P>();
  const stopped = createEvent();
  const confirmed = createEvent<P>();
  const timedOut = createEvent();

  const waitFx = createEffect(
    (step: ConfirmStep<P>) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, step.ms))),
  );
  const checkFx = attach({ effect: checkBoughtFx, mapParams: (step: ConfirmStep<P>) => step.params });

  const $run = createStore(0);
  const firstStep = sample({
    clock: started,
    source: $run,
    fn: (run, params): ConfirmStep<P> => ({ params, run: run + 1, attempt: 0, ms: delaysMs[0] ?? 0 }),
  });
  $run.on(firstStep, (_, step) => step.run).on(stopped, (run) => run + 1);
  sample({ clock: firstStep, target: waitFx });

  const waited = sample({
    clock: waitFx.done,
    source: $run,
    filter: (run, { params }) => params.run === run,
    fn: (_, { params }) => params,
  });
  sample({ clock: waited, target: checkFx });

  const checked = sample({
    clock: checkFx.finally,
    source: $run,
    filter: (run, { params }) => params.run === run,
    fn: (_, outcome) => ({ step: outcome.params, bought: outcome.status === 'done' && outcome.result }),
  });
  sample({ clock: checked, filter: ({ bought }) => bought, fn: ({ step }) => step.params, target: confirmed });

  const notYet = sample({ clock: checked, filter: ({ bought }) => !bought, fn: ({ step }) => step });
  sample({
    clock: notYet,
    filter: (step) => step.attempt + 1 < delaysMs.length,
    fn: (step): ConfirmStep<P> => ({ ...step, attempt: step.attempt + 1, ms: delaysMs[step.attempt + 1] ?? 0 }),
    target: waitFx,
  });
  sample({ clock: notYet, filter: (step) => step.attempt + 1 >= delaysMs.length, target: timedOut });

  return { started, stopped, confirmed, timedOut, waitFx, checkFx };
}
