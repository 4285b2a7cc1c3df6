export { useGateAfterPaint } from './use-gate-after-paint';
