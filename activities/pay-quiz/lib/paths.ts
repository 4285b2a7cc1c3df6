/** The first seeded paper: a link without ?paperId opens it. */
export const DEFAULT_PAPER_ID = 1;

/** `?paperId=` of the hash query; anything but a positive integer means the default paper. */
export function paperIdFrom(query: Record<string, string | undefined>): number {
  const raw = query.paperId ?? '';
  return /^[1-9]\d*$/.test(raw) ? Number(raw) : DEFAULT_PAPER_ID;
}

const page = (name: string) => (paperId: number) => `/activity/pay/${name}?paperId=${paperId}`;

export const quizPaths = {
  intro: page('index'),
  question: page('question'),
  answer: page('answer'),
  amuseResult: page('amuseResult'),
  majorResult: page('majorResult'),
};
