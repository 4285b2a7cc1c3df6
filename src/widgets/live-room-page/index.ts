export { LiveRoomPage } from './ui/LiveRoomPage';
