import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import type { LessonCard } from '@/entities/lesson';
import { lessonCardSchema } from '@/entities/lesson/api/lesson-card';
import { lessonCard } from '@/entities/lesson/api/lesson-card.test-utils';
import { $now } from '../model/countdown';
import { LessonCardView } from './LessonCardView';

/** The entity's fixture, as the app sees it after its schema. */
const lesson: LessonCard = lessonCardSchema.parse({ ...lessonCard, summary: '' });

function renderCard(props: Partial<Parameters<typeof LessonCardView>[0]> = {}) {
  const scope = fork({ values: [[$now, 0]] });
  return render(
    <Provider value={scope}>
      <LessonCardView lesson={lesson} {...props} />
    </Provider>,
  );
}

describe('LessonCardView', () => {
  it('is a link to the lesson with its title, lecturer, prices, learners and marker', () => {
    renderCard();
    const link = screen.getByRole('link', { name: /高效沟通的 7 个习惯/ });
    expect(link.getAttribute('href')).toBe('#/lesson/play/3');
    expect(link.textContent).toContain('林晓岚');
    expect(screen.getByText('¥19.90')).toBeTruthy();
    expect(screen.getByText('¥29.90').tagName).toBe('DEL');
    expect(screen.getByText('1.2万人学过')).toBeTruthy();
    expect(screen.getByText('单品')).toBeTruthy();
  });

  it('says 已购 for a lesson the viewer owns, with no price to pay again', () => {
    renderCard({ lesson: { ...lesson, isBought: 1 } });
    expect(screen.getByText('已购')).toBeTruthy();
    expect(screen.queryByText('¥19.90')).toBeNull();
    expect(document.querySelector('del')).toBeNull();
  });

  it('reads 免费 for a free lesson, without a struck-through price', () => {
    renderCard({ lesson: { ...lesson, price: 0, originalPrice: null, learnNum: 321 } });
    expect(screen.getByText('免费')).toBeTruthy();
    expect(screen.getByText('321人学过')).toBeTruthy();
    expect(document.querySelector('del')).toBeNull();
  });

  it('shows a custom title and a bargain countdown', () => {
    renderCard({ title: <mark>高效</mark>, bargainEndTime: 3_723_000 });
    expect(screen.getByText('高效').tagName).toBe('MARK');
    expect(screen.getByText('特惠剩 01:02:03')).toBeTruthy();
  });
});
