import type { APIRequestContext, Page } from '@playwright/test';
import { expect, fillProfile, HOST_ORIGIN, okData, photoPng, test, type Api, addressOfRecord } from '../fixtures';

// Authentication before the first loan (issue 12, spec 2.4 /refresh, 3, 5, 7.6, 9) against the real
// sandbox: the supplementary profile, the ID photos, a third-party item, the quota decision and the gate
// on the borrow page.

// Spec copy (spec 5, 8), written out on purpose.
const DICT_FAILED = '查询信息失败';
const BAD_EMAIL = '请填写正确邮箱';
const ADDRESS_SYMBOLS = '详细地址包含无法识别的符号';
const ADDRESS_BRIEF = '地址过于简略，请具体到门牌号';
const DICT_CALL = /\/api\/dicdata\/byType(?:\?|$)/;

const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

/** A JPEG as far as the sandbox's check goes (its magic bytes), `size` bytes long. */
const jpeg = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(0, size - 4))]);

/** Both ID photos and the operator item through the API and the stand-in page, as the app does. */
async function requiredItems(request: APIRequestContext, api: Api, token: string) {
  for (const side of ['front', 'back']) {
    const answer = await request.post('/api/credit/upload', { headers: { token }, data: { side, image: `data:image/jpeg;base64,${jpeg(64).toString('base64')}` } });
    okData(await answer.json(), 'credit/upload');
  }
  const { url } = okData(await api<{ url: string }>('/api/credit/operator/url', { returnUrl: `${HOST_ORIGIN}/#/refresh?type=operator` }, token), 'operator/url');
  await request.post(url, { form: { action: 'authorize' }, maxRedirects: 0 });
  await expect.poll(async () => okData(await api<{ status: number }>('/api/credit/itemStatus', { type: 'operator' }, token)).status, { timeout: 10_000 }).toBe(2);
}

test.describe('authentication before the first loan (issue 12)', () => {
  test('a fresh user fills the profile: bad email and address show their messages and keep the values; saved values come back after a reload', async ({ page, api, userByApi, loginAs, pageErrors }) => {
    const user = await userByApi();
    await loginAs(user, '/personalInfo');
    // The router flow's defaults (spec 9) are pre-selected.
    await expect(page.getByLabel('学历')).toHaveValue('B0305');
    await expect(page.getByLabel('婚姻状况')).toHaveValue('B0501');
    await expect(page.getByLabel('行业')).toHaveValue('B1017');

    // Nothing chosen yet: one message per selection field (spec 5).
    await page.getByRole('button', { name: '保存' }).click();
    await expect(fieldError(page, 'pi-profession')).toHaveText('请选择职业');
    await expect(fieldError(page, 'pi-relationship')).toHaveText('请选择与本人关系');
    await expect(fieldError(page, 'pi-county')).toHaveText('请选择所在地区');
    await expect(fieldError(page, 'pi-incomeLevel')).toHaveText('请选择收入水平');
    await expect(fieldError(page, 'pi-incomeSource')).toHaveText('请选择收入来源');
    await expect(fieldError(page, 'pi-email')).toHaveText('请输入邮箱');

    await fillProfile(page, { email: 'li.ming@', address: '北京市海淀区$9号' });
    await page.getByRole('button', { name: '保存' }).click();
    await expect(fieldError(page, 'pi-email')).toHaveText(BAD_EMAIL);
    await expect(fieldError(page, 'pi-address')).toHaveText(ADDRESS_SYMBOLS);
    await expect(page.getByLabel('电子邮箱')).toHaveValue('li.ming@');
    await expect(page.getByLabel('单位名称')).toHaveValue('示例科技有限公司');
    await page.getByLabel('详细地址').fill('海淀区');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(fieldError(page, 'pi-address')).toHaveText(ADDRESS_BRIEF);
    expect(okData(await api<{ isCustomerInfoExists: number }>('/api/customer/extendInfo', {}, user.token)).isCustomerInfoExists).toBe(0);

    await page.getByLabel('电子邮箱').fill('li.ming@example.com');
    await page.getByLabel('详细地址').fill('北京市海淀区示例路9号院3号楼2单元501');
    await page.getByRole('button', { name: '保存' }).click();
    // Saved: the page goes back (here to the index it was opened from).
    await expect(page).not.toHaveURL(/#\/personalInfo/);
    await expect.poll(async () => okData(await api<{ isCustomerInfoExists: number }>('/api/customer/extendInfo', {}, user.token)).isCustomerInfoExists).toBe(1);

    await page.goto('/#/personalInfo');
    await page.reload();
    await expect(page.getByLabel('电子邮箱')).toHaveValue('li.ming@example.com');
    await expect(page.getByLabel('详细地址')).toHaveValue('北京市海淀区示例路9号院3号楼2单元501');
    await expect(page.getByLabel('区县')).toHaveValue('海淀区');
    await expect(page.getByLabel('月收入（元）')).toHaveValue('12000');
    await expect(page.getByLabel('亲属手机号')).toHaveValue('13712345678');
    await expect(page.getByLabel('职业', { exact: true })).toHaveValue('B0701');
    await expect(page.getByRole('group', { name: /借款类型/ }).getByLabel('旅游')).toBeChecked();
    await expect(page.getByRole('group', { name: /借款类型/ }).getByLabel('装修')).not.toBeChecked();
    expect(pageErrors).toEqual([]);
  });

  // Issue 39: the picker offered 5 provinces; users elsewhere could not finish their profile.
  test('an area outside the old five provinces is picked and saved: 新疆维吾尔自治区 / 乌鲁木齐市 / 天山区', async ({ page, api, userByApi, loginAs }) => {
    const user = await userByApi();
    await loginAs(user, '/personalInfo');
    await fillProfile(page);
    await page.getByLabel('省份').selectOption('新疆维吾尔自治区');
    await expect(page.getByLabel('区县')).toHaveValue('');
    await page.getByLabel('城市').selectOption('乌鲁木齐市');
    await page.getByLabel('区县').selectOption('天山区');
    await page.getByLabel('详细地址').fill('新疆乌鲁木齐市天山区示例路9号院3号楼2单元501');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).not.toHaveURL(/#\/personalInfo/);
    await expect
      .poll(async () => okData(await api<{ basicInfo: { province?: string; city?: string; county?: string } }>('/api/customer/extendInfo', {}, user.token)).basicInfo)
      .toMatchObject({ province: '新疆维吾尔自治区', city: '乌鲁木齐市', county: '天山区' });
  });

  test('the dictionaries failing show 查询信息失败; 重新加载 brings the form', async ({ page, userByApi, loginAs }) => {
    const user = await userByApi();
    await page.route(DICT_CALL, (route) => route.abort());
    await loginAs(user, '/personalInfo');
    await expect(page.getByText(DICT_FAILED)).toBeVisible();
    await page.unroute(DICT_CALL);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByLabel('行业')).toHaveValue('B1017');
    await expect(page.getByText(DICT_FAILED)).toBeHidden();
  });

  test('ID photos: an oversized, non-image or unreadable file gets its message and nothing is sent; two real-size photos, compressed, mark the item', async ({ page, userByApi, loginAs }) => {
    test.setTimeout(60_000);
    const user = await userByApi();
    await loginAs(user, '/uploadCard');
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/credit/upload')) uploads.push(r.url());
    });
    await page.getByLabel('身份证人像面').setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: jpeg(9000 * 1024 + 1) });
    await expect(fieldError(page, 'photo-front')).toHaveText('照片不能超过9000KB，请重新拍摄');
    await page.getByLabel('身份证人像面').setInputFiles({ name: 'id.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
    await expect(fieldError(page, 'photo-front')).toHaveText('请上传JPG或PNG格式的照片');
    expect(uploads).toEqual([]);

    // A file that claims to be a JPEG but is none: the phone cannot read it, nothing is sent.
    await page.getByLabel('身份证人像面').setInputFiles({ name: 'front.jpg', mimeType: 'image/jpeg', buffer: jpeg(2048) });
    await expect(fieldError(page, 'photo-front')).toHaveText('照片读取失败，请重新拍摄');
    expect(uploads).toEqual([]);

    // Real-size camera photos (issue 24 item 7), through the npm start proxy: compressed on the phone to
    // a 1600 px JPEG, still above the 32 KiB every other call is limited to.
    const photo = photoPng();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    const sent = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/credit/upload');
    await page.getByLabel('身份证人像面').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: photo });
    const body = (await sent).postData() ?? '';
    expect((JSON.parse(body) as { image: string }).image).toMatch(/^data:image\/jpeg;base64,\/9j\//);
    expect(body.length).toBeGreaterThan(32 * 1024);
    expect(body.length).toBeLessThan(photo.length / 2);
    await expect(page.getByText('身份证人像面已上传')).toBeVisible();
    await expect(page.getByRole('img', { name: '身份证人像面预览' })).toBeVisible();
    await page.getByLabel('身份证国徽面').setInputFiles({ name: 'back.png', mimeType: 'image/png', buffer: photoPng(2000, 3000, 7) });
    await expect(page.getByText('身份证国徽面已上传')).toBeVisible();
    await page.goto('/#/cashAuthentication');
    await expect(page.getByRole('button', { name: '身份证照片 已认证' })).toBeVisible();
  });

  test('an item through the stand-in third-party page: 认证中 on /refresh, then 已认证, back on the hub', async ({ page, userByApi, loginAs }) => {
    const user = await userByApi();
    await loginAs(user, '/cashAuthentication');
    await page.getByRole('button', { name: '运营商认证 未认证' }).click();
    await expect(page).toHaveURL(/\/api\/credit\/thirdParty\//);
    expect(page.url()).not.toContain(user.token);
    await page.getByRole('button', { name: '同意授权' }).click();
    await expect(page).toHaveURL(/#\/refresh\?type=operator$/);
    await expect(page.getByTestId('auth-result')).toHaveAttribute('data-status', /^[12]$/);
    await expect(page.getByRole('heading', { name: '已认证' })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('button', { name: '返回认证中心' }).click();
    await expect(page).toHaveURL(/#\/cashAuthentication$/);
    await expect(page.getByRole('button', { name: '运营商认证 已认证' })).toBeVisible();

    // Refusing on the page: 认证失败 with the reason and a retry.
    await page.getByRole('button', { name: '社保认证 未认证' }).click();
    await page.getByRole('button', { name: '拒绝' }).click();
    await expect(page).toHaveURL(/#\/refresh\?type=socialSecurity$/);
    await expect(page.getByRole('heading', { name: '认证失败' })).toBeVisible();
    await expect(page.getByText('您已取消授权')).toBeVisible();
    await page.getByRole('button', { name: '重新认证' }).click();
    await expect(page).toHaveURL(/\/api\/credit\/thirdParty\//);
  });

  test('quota application: enabled once the required items are done; processing, then approved with the raised limit', async ({ page, api, request, userByApi, loginAs }) => {
    const user = await userByApi({ stage: 'opened' });
    await loginAs(user, '/cashAuthentication');
    await expect(page.getByRole('button', { name: '提交额度申请' })).toBeDisabled();
    await requiredItems(request, api, user.token);
    await page.reload();
    await expect(page.getByRole('button', { name: '个人信息 已认证' })).toBeVisible();
    await page.getByRole('button', { name: '提交额度申请' }).click();
    const decision = page.getByTestId('quota-decision');
    await expect(decision).toHaveAttribute('data-status', /^(processing|approved)$/);
    await expect(decision).toHaveAttribute('data-status', 'approved', { timeout: 10_000 });
    // 50,000 granted on opening, 10,000 more on approval, activated.
    await expect(decision).toContainText('60,000.00元');
    await expect(decision).toContainText('额度已激活');
    await expect(page.getByRole('button', { name: '提交额度申请' })).toBeDisabled();
    expect(okData(await api<{ cardQuota: number }>('/api/customer/cardInfo', {}, user.token)).cardQuota).toBe(6_000_000);
  });

  test('the borrow gate: 下一步 without a profile leads to the hub; with the profile saved, 继续借款 returns to the application', async ({ page, request, userByApi, loginAs }) => {
    const user = await userByApi({ stage: 'opened', profile: false });
    const activated = await request.post('/api/quota/activate', { form: { token: user.token }, maxRedirects: 0 });
    expect(activated.status()).toBe(200);
    await loginAs(user, '/newBorrowCash');
    await page.getByLabel('借款金额（元）').fill('3000');
    await page.getByLabel('借款用途').selectOption({ index: 1 });
    const purpose = await page.getByLabel('借款用途').inputValue();
    // At once: the choice is saved by 下一步 itself, not only after the typing settles.
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(/#\/cashAuthentication\?returnUrl=%2FnewBorrowCash$/);
    await expect(page.getByText('借款前请先完善个人信息')).toBeVisible();
    await expect(page.getByRole('button', { name: '继续借款' })).toHaveCount(0);

    await page.getByRole('button', { name: '个人信息 未认证' }).click();
    await expect(page).toHaveURL(/#\/personalInfo$/);
    await fillProfile(page);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page).toHaveURL(/#\/cashAuthentication\?returnUrl=%2FnewBorrowCash$/);
    await expect(page.getByRole('button', { name: '个人信息 已认证' })).toBeVisible();
    await page.getByRole('button', { name: '继续借款' }).click();
    await expect(page).toHaveURL(/#\/newBorrowCash$/);
    // The choice came back; the application goes on to the confirm step.
    await expect(page.getByLabel('借款金额（元）')).toHaveValue('3000');
    await expect(page.getByLabel('借款用途')).toHaveValue(purpose);
    await page.getByLabel(/我已阅读并同意/).check();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page).toHaveURL(addressOfRecord('cashConfirm', 'orderNo'));
  });

  test('deep link and reload of /personalInfo; a guest logs in and comes back to it', async ({ page, userByApi, submitLogin }) => {
    const user = await userByApi();
    await page.goto('/#/personalInfo');
    await expect(page).toHaveURL(/#\/login\?redirect=%2FpersonalInfo$/);
    await submitLogin(user);
    await expect(page).toHaveURL(/#\/personalInfo$/);
    await expect(page.getByTestId('header-title')).toHaveText('个人信息');
    await expect(page.getByLabel('行业')).toHaveValue('B1017');
    await page.reload();
    await expect(page).toHaveURL(/#\/personalInfo$/);
    await expect(page.getByLabel('行业')).toHaveValue('B1017');
    // And from the home tile 极速提额 to the hub.
    await page.goto('/#/');
    await page.getByRole('button', { name: '极速提额' }).click();
    await expect(page).toHaveURL(/#\/cashAuthentication$/);
    await expect(page.getByTestId('header-title')).toHaveText('提额认证');
  });
});
