export * from './store';
export * from './atoms';
export * from './session';
export * from './baseInfo';
export * from './sysConfig';
export * from './serverSwitches';
export * from './entryFlags';
export * from './loginRepair';
