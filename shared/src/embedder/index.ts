// The embedding app (browser, WeChat, native wrapper, wallet): detection, native bridge, leaving the app.
export * from './detect';
export * from './browser';
export * from './bridge';
export * from './navigation';
export * from './download';
export * from './profile';
