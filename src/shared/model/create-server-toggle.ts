import {
  attach,
  combine,
  createEvent,
  createStore,
  type Effect,
  type Event,
  type EventCallable,
  type Store,
  sample,
  type Unit,
} from 'effector';

export type ServerToggle<Params, Answer> = {
  /** The button tapped. */
  clicked: EventCallable<void>;
  /** What the button shows: the last tap's wish at once, else what the server has. */
  $on: Store<boolean>;
  /** What the server has (its last answer, or the loaded page's). */
  $server: Store<boolean>;
  /** The server's last answer, when no call follows it for a tap made meanwhile: what the person is told. */
  answered: Event<Answer>;
  /** A call is on its way (the button's aria-busy). */
  $pending: Store<boolean>;
  /** The call, attached per toggle, so tests give it a handler in their own scope (called with (source, params)). */
  toggleFx: Effect<Params, Answer>;
};

type Config<Params, Answer> = {
  /** The server's call, which flips the state and answers with the new one. */
  effect: Effect<Params, Answer>;
  /** What a call would be about; null: nothing to toggle (no page yet, one's own studio), a tap does nothing. */
  $subject: Store<Params | null>;
  /** Which thing `params` names: an answer about another (a page left for the next) is not this one's. */
  keyOf: (params: Params) => number;
  /** The state the loaded page says the server has. */
  $loaded: Store<boolean>;
  /** The state in an answer. */
  isOn: (answer: Answer) => boolean;
  /** Starts again from `$loaded` (the page opened, or loaded again). */
  reset: Unit<unknown>[];
};

type Known = { key: number; on: boolean };
const stateFor = (key: number | null, known: Known | null) => (known !== null && known.key === key ? known.on : null);

/**
 * A button whose server call flips a state (收藏, 关注). The tap shows at once. The call flips, so one runs at a time:
 * a tap while one is on its way shows at once too, and is sent when the call is back if the person then still wants
 * other than the server has (two quick taps end where they started, in two calls; three, in one). A refusal shows
 * what the server has and drops the taps made meanwhile. The caller says what the answers mean to the person (toasts).
 */
export function createServerToggle<Params, Answer>(config: Config<Params, Answer>): ServerToggle<Params, Answer> {
  const clicked = createEvent();
  const toggleFx = attach({ effect: config.effect });
  const $key = config.$subject.map((subject) => (subject === null ? null : config.keyOf(subject)));

  const $answered = createStore<Known | null>(null, { serialize: 'ignore' }).reset(config.reset);
  const $wanted = createStore<Known | null>(null, { serialize: 'ignore' }).reset([...config.reset, toggleFx.fail]);
  const $tappedMeanwhile = createStore(false, { serialize: 'ignore' }).reset([...config.reset, toggleFx]);

  const $server = combine(
    $key,
    $answered,
    config.$loaded,
    (key, answered, loaded) => stateFor(key, answered) ?? loaded,
  );
  const $on = combine($key, $wanted, $server, (key, wanted, server) => stateFor(key, wanted) ?? server);

  type Tap = { subject: Params; key: number; on: boolean };
  const tapped = sample({
    clock: sample({
      clock: clicked,
      source: { subject: config.$subject, on: $on },
      fn: ({ subject, on }): Tap | null => (subject === null ? null : { subject, key: config.keyOf(subject), on: !on }),
    }),
    filter: (tap): tap is Tap => tap !== null,
  });
  $wanted.on(tapped, (_, { key, on }) => ({ key, on }));
  $tappedMeanwhile.on(sample({ clock: tapped, filter: toggleFx.pending }), () => true);
  sample({
    clock: tapped,
    source: { pending: toggleFx.pending, server: $server },
    filter: ({ pending, server }, { on }) => !pending && on !== server,
    fn: (_, { subject }) => subject,
    target: toggleFx,
  });

  $answered.on(toggleFx.done, (_, { params, result }) => ({ key: config.keyOf(params), on: config.isOn(result) }));
  const back = sample({
    clock: toggleFx.done,
    source: { wanted: $wanted, meanwhile: $tappedMeanwhile },
    fn: ({ wanted, meanwhile }, { params, result }) => ({
      params,
      result,
      again: meanwhile && stateFor(config.keyOf(params), wanted) === !config.isOn(result),
    }),
  });
  sample({ clock: back, filter: ({ again }) => again, fn: ({ params }) => params, target: toggleFx });
  const answered = sample({ clock: back, filter: ({ again }) => !again, fn: ({ result }) => result });

  return { clicked, $on, $server, answered, $pending: toggleFx.pending, toggleFx };
}
