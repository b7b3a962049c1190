export { Tabs, TabList, Tab, TabPanel } from './Tabs.tsx';
export type { TabsProps, TabListProps, TabProps, TabPanelProps } from './Tabs.tsx';
