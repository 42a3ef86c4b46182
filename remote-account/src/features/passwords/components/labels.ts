/** Step labels of the two-step resets (page copy the spec does not give). */
export const LOGIN_RESET_STEPS = ['验证手机号', '设置新密码'] as const;
export const DEAL_RESET_STEPS = ['验证身份', '设置新交易密码'] as const;
