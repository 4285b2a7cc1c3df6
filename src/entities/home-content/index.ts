export { type ActivitySwitch, getActivitySwitchFx } from './api/activity-switch';
export { type Banner, getBannersFx } from './api/banner';
export { type ChoiceItem, getChoiceListFx } from './api/choice';
export { getInviteActiveFx, type InviteActive } from './api/invite';
