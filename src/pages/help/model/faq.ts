import { createEvent, createStore } from 'effector';

/** A question was tapped: its answer opens, or closes if it was open. Several may be open at once. */
export const questionToggled = createEvent<string>();
export const faqOpened = createEvent();

export const $openQuestions = createStore<readonly string[]>([])
  .on(questionToggled, (open, id) => (open.includes(id) ? open.filter((item) => item !== id) : [...open, id]))
  .reset(faqOpened);
