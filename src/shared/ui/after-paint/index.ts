/**
 * What a screen renders after its first frame (a tap's next screen must paint within 100 ms at 4× CPU,
 * so its first commit holds only what the first screenful needs):
 *
 *   <AfterFirstPaint fallback={<SkeletonText lines={3} />}><LessonComments lesson={lesson} /></AfterFirstPaint>
 *   const painted = useAfterFirstPaint();            // false in the first render, true after the first frame
 *   useEffect(() => afterPaint(measure), []);        // a callback once the next frame has painted; returns a cancel
 *   const shown = usePaintedValue(match);            // a value's change a frame late (what is not the new screen)
 */
export { AfterFirstPaint } from './AfterFirstPaint';
export { afterPaint, afterRouteChangePaint } from './after-paint';

export { useAfterFirstPaint } from './use-after-first-paint';
export { usePaintedValue } from './use-painted-value';
