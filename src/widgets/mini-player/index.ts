export { MiniPlayerDock } from './ui/MiniPlayerDock';
