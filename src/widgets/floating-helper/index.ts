export { $chatEnabled, chatClicked, chatSwitchRequested } from './model/chat';
export { FloatingHelper } from './ui/FloatingHelper';
