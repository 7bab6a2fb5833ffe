// The phone frame's own chunk ("frame-phone"): a desktop never downloads it.
export { BottomTabBar } from './BottomTabBar';
export { PhoneTopBar } from './PhoneTopBar';
export { phoneTabs } from './phoneTabs';
