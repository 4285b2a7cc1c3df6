export { homeRoute } from './config/route';
// Home's model (its calls) is evaluated as a step of the start, in the first chunk (src/app/index.tsx): in home's
// chunk it cost more bytes of the first screen (measured: +144 B), not fewer.
export { HomeGate } from './model/home';
