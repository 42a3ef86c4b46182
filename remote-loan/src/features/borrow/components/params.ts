/** Query parameters of the borrow pages, checked before any call (the contract answers 1004 otherwise). */
export const isOrderNo = (v: string): boolean => /^L\d{16}$/.test(v);
export const isContractKey = (v: string): boolean => /^\w{1,32}$/.test(v);
