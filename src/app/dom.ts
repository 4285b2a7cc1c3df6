// react-dom's client, as a step of its own in the app's start (index.tsx): evaluating it is one of the longest
// pieces of the first screen's start-up.
export { createRoot } from 'react-dom/client';
