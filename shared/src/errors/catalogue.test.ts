import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES, accountMessage, clientToastMessage, GENERAL_MESSAGES, MESSAGES, NO_TOAST_STATUSES,
  providerAccountExistsMessage, SERVER_MESSAGE_STATUS,
} from './catalogue';

// Quoted from spec 8.
const GENERAL: Array<[number, string]> = [
  [1001, '请求参数有误！'],
  [1002, '请求参数有误！'],
  [1003, '来源错误，请重新登录'],
  [1005, '请求信息异常'],
  [1006, '请勿重复提交'],
  [1007, '非法请求，请重新登录'],
  [1008, '用户信息失效，请重新登录'],
  [1009, '系统当前时间异常，请核对当前时间'],
];

const ACCOUNT: Array<[number, string]> = [
  [2003, '请核实姓名或身份证号是否正确'], [2004, '验证姓名不符！'], [2008, 'key域 not found'], [2009, '实名信息有误！'],
  [2013, '今天实名次数已达上限啦！'], [0, '系统异常，请稍后再试'], [2006, '密码不正确'], [2010, '密码必须是6-16位数字和字母组合'],
  [2012, '老版本用户, 请联系客服'], [1000, '您还未实名'], [2011, '您还未注册'], [1001, '请将信息填写完整'], [1002, '系统异常'],
  [1003, '来源错误'], [1004, '参数值不在处理的范围内'], [1005, '验签失败'], [1006, '不能重复提交'], [1007, '非法请求'],
  [1008, '请先登录'], [1009, '请设置本地时间'], [2020, '账号或密码不正确'], [2005, '验证码输入错误超过三次，请一天后再试'],
  [2017, '亲，您还未获取验证码'], [2019, '亲，您的验证码已失效'], [2007, '密码不存在'], [2014, '您两次密码输入不一致，请重新输入'],
  [2015, '新密码与旧密码不可以相同'], [2016, '原密码输入错误已达上限'], [2022, '请输入正确的验证码'], [2018, '亲，您填写的验证码错误'],
  [2001, '10分钟之内已发送3次，请稍后'], [3001, '实名认证失败，请联系客服'], [3000, '实名信息不匹配，请联系客服'],
];

describe('error catalogue (spec 8)', () => {
  it.each(GENERAL)('general code %i is "%s"', (code, message) => {
    expect(GENERAL_MESSAGES[code as keyof typeof GENERAL_MESSAGES]).toBe(message);
  });

  it('holds exactly the general codes of the table', () => {
    expect(Object.keys(GENERAL_MESSAGES).map(Number).sort()).toEqual(GENERAL.map(([c]) => c).sort());
    expect(SERVER_MESSAGE_STATUS).toBe(40403);
  });

  it.each(ACCOUNT)('account code %i is "%s"', (code, message) => {
    expect(ACCOUNT_MESSAGES[code as keyof typeof ACCOUNT_MESSAGES]).toBe(message);
    expect(accountMessage(code)).toBe(message);
  });

  it('holds exactly the account codes of the table (2000 is a template)', () => {
    expect(Object.keys(ACCOUNT_MESSAGES).map(Number).sort()).toEqual(ACCOUNT.map(([c]) => c).sort());
    expect(providerAccountExistsMessage('某某')).toContain('某某');
    expect(accountMessage(2000, '', '某某')).toBe(providerAccountExistsMessage('某某'));
    expect(accountMessage(4242, 'server says')).toBe('server says');
  });

  it('lists the no-toast statuses', () => {
    expect([...NO_TOAST_STATUSES].sort()).toEqual([1, 1006, 2012, 2009, 1008, 3000, 3001, 3002, 888111].sort());
  });

  it.each([1, 1006, 2012, 2009, 1008, 3000, 3001, 3002, 888111])('status %i never toasts', (status) => {
    expect(clientToastMessage(status, 'x', false)).toBeNull();
  });

  it.each(GENERAL.filter(([c]) => !NO_TOAST_STATUSES.has(c)))('general code %i toasts "%s" for a user, nothing for a guest', (code, message) => {
    expect(clientToastMessage(code, 'server text', false)).toBe(message);
    expect(clientToastMessage(code, 'server text', true)).toBeNull();
  });

  it('40403 toasts the server message; other codes toast nothing', () => {
    expect(clientToastMessage(40403, '服务端的话', false)).toBe('服务端的话');
    expect(clientToastMessage(40403, '', false)).toBeNull();
    expect(clientToastMessage(2003, 'x', false)).toBeNull();
  });

  it('holds the other messages of spec 8 verbatim', () => {
    expect(MESSAGES).toMatchObject({
      network: '网络不给力，请重新尝试',
      sessionExpired: '您的账户登录信息失效，请重新登录',
      relogin: '重新登录',
      maintenance: '很抱歉，系统正在升级中，服务暂停使用，请稍后再来！',
      invitationNotOpen: '我们会陆续开放资格~敬请期待~',
      shareFailed: '系统异常，请稍后再试',
      dictionaryFailed: '查询信息失败',
      notLoggedInAction: '您还未登陆，请尝试去登陆？',
      agreementConsent: '本人已知晓并同意所有协议',
      safetyExit: '确认退出安全认证？退出后您的账户将被强制登出，请再次登录',
      majiaNoRaise: '本应用暂不支持提额，请下载完整版APP激活更高额度',
      limitNotActivated: '您的额度还未激活哦！去激活',
      shareUnavailable: '分享好友请下载最新版本APP！',
      faceOutsideApp: '请选择去微信环境下或者app中使用人脸识别功能',
      deepLinkNoTarget: '请指定目标页面',
      studentReminder: '重要提示：根据监管要求，本平台不向全日制在校学生提供借款服务。',
    });
  });
});

describe('status 10010 (spec 7.1: the card-info fetch failed)', () => {
  it('is said in its own words, as a toast for a real user and on the page', () => {
    expect(clientToastMessage(10010, '', false)).toBe(MESSAGES.cardInfoFailed);
    expect(clientToastMessage(10010, '', true)).toBeNull();
    expect(accountMessage(10010, 'x')).toBe(MESSAGES.cardInfoFailed);
  });
});
