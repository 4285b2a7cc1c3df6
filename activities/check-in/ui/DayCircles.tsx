/** The seven days as circles: done ones filled, the prize day marked 券. */
export function DayCircles({ days, goal }: { days: number; goal: number }) {
  return (
    <ol className="check-in__days" aria-label={`已打卡 ${days} 天，共 ${goal} 天`}>
      {Array.from({ length: goal }, (_, index) => {
        const day = index + 1;
        const done = day <= days;
        return (
          <li key={day} className={`check-in__day${done ? ' check-in__day--done' : ''}`}>
            <span className="check-in__circle" aria-hidden="true">
              {done ? '✓' : day === goal ? '券' : day}
            </span>
            <span className="check-in__label">第{day}天</span>
          </li>
        );
      })}
    </ol>
  );
}
