export { formatMoney, formatYuan, signedAmount, yuanInputText } from './money';
export { maskMobile, maskIdNumber, maskCardNumber, maskName } from './mask';
export { toastDuration } from './toast';
export type { ToastKind } from './toast';
export { telHref } from './tel';
export { formatChineseDate, formatDate, formatDateTime, formatTime } from './time';
