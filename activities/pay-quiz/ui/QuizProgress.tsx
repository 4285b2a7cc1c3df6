/** 3/10 with a bar; the bar is the progressbar screen readers read, the text is for the eye. */
export function QuizProgress({ current, total }: { current: number; total: number }) {
  const percent = total > 0 ? Math.round((current / total) * 100) : 0;
  return (
    <div className="quiz-progress">
      <div
        className="quiz-progress__track"
        role="progressbar"
        aria-label="答题进度"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={current}
        aria-valuetext={`第 ${current} 题，共 ${total} 题`}
      >
        <span className="quiz-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="quiz-progress__text" aria-hidden="true">
        {current}/{total}
      </span>
    </div>
  );
}
