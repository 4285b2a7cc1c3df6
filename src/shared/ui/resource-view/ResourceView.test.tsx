import { describe, expect, it } from '@rstest/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { allSettled, createEffect, fork } from 'effector';
import { Provider } from 'effector-react';
import { createPageResource } from '@/shared/model';
import { ResourceView } from './ResourceView';

const listFx = createEffect(async (_: void): Promise<string[]> => []);

function renderIn(scope: ReturnType<typeof fork>, resource: ReturnType<typeof createPageResource<void, string[]>>) {
  return render(
    <Provider value={scope}>
      <ResourceView
        resource={resource}
        skeleton={<p>骨架</p>}
        isEmpty={(items) => items.length === 0}
        empty={<p>还没有内容</p>}
      >
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </ResourceView>
    </Provider>,
  );
}

describe('ResourceView', () => {
  it('shows the skeleton, then the content', async () => {
    const resource = createPageResource(listFx);
    const scope = fork({ handlers: [[resource.loadFx, async () => ['第一课']]] });
    renderIn(scope, resource);
    expect(screen.getByText('骨架')).toBeTruthy();
    await allSettled(resource.opened, { scope });
    expect(await screen.findByText('第一课')).toBeTruthy();
  });

  it('shows the empty view for nothing to show', async () => {
    const resource = createPageResource(listFx);
    const scope = fork({ handlers: [[resource.loadFx, async () => []]] });
    await allSettled(resource.opened, { scope });
    renderIn(scope, resource);
    expect(screen.getByText('还没有内容')).toBeTruthy();
  });

  it('says what failed, and 重试 loads again', async () => {
    const resource = createPageResource(listFx);
    let fail = true;
    const scope = fork({
      handlers: [
        [
          resource.loadFx,
          async () => {
            if (fail) throw new Error('offline');
            return ['第二课'];
          },
        ],
      ],
    });
    await allSettled(resource.opened, { scope });
    renderIn(scope, resource);
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('第二课')).toBeTruthy();
  });
});
