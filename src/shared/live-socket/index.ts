export {
  type ClientFrame,
  defaultPanel,
  type LiveMessageWire,
  type OpFrame,
  PANEL_FLAGS,
  type PanelFlag,
  type PanelFlags,
  ROOM_STATES,
  type RoomState,
  type RoomStateWire,
  type SendFrame,
  type ServerFrameWire,
} from './wire';
