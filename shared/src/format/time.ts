/** A moment as the product shows it: zh-CN date and 24-hour time in the phone's zone. */
export const formatDateTime = (ms: number): string => new Date(ms).toLocaleString('zh-CN', { hour12: false });
