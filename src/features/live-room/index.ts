export { mutedListFx, recentSpeakersFx, type Speaker, setMuteFx } from './api/live-calls';
export { type ConnectionStatus, LiveConnection, liveSocketUrl, type SocketLike } from './lib/connection';
export { mergeMessages } from './lib/message-log';
export { DEFAULT_PANEL, type LiveMessage, type PanelFlags, type RoomStateFrame } from './lib/protocol';
export { $messages, $room, $status, type RoomKey } from './model/live-room';
export { roomPageClosed, roomPageOpened } from './model/room-page';
export { LecturerRoom } from './ui/LecturerRoom';
export { ListenerRoom } from './ui/ListenerRoom';
export type { MediaSlot } from './ui/RoomParts';
