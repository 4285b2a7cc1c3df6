import { fork } from 'effector';
import { $token } from '@/shared/api';
import { FakeSocket } from '../lib/fake-socket.test-utils';
import { $frameScheduler, $socketFactory } from './live-room';

// effector does not export its Handlers type; the last overload of fork (domain, config) names it.
type Handlers = NonNullable<Parameters<typeof fork>[1]>['handlers'];

/**
 * A scope for the room's models: a signed-in token, sockets the test drives (`sockets`, `last()`), frames applied
 * when `schedule` says (at once by default), and the test's own effect handlers.
 */
export function forkRoom({
  schedule = (run) => run(),
  handlers,
}: {
  schedule?: (run: () => void) => void;
  handlers?: Handlers;
} = {}) {
  const sockets: FakeSocket[] = [];
  const scope = fork({
    values: [
      [$token, 'mock.1.test'],
      [
        $socketFactory,
        (url: string) => {
          const socket = new FakeSocket(url);
          sockets.push(socket);
          return socket;
        },
      ],
      [$frameScheduler, schedule],
    ],
    handlers,
  });
  return { scope, sockets, last: () => sockets.at(-1) as FakeSocket };
}
