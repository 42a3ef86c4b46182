import { describe, expect, it } from 'vitest';
import { saveBasicInfoBody } from '@credit/shared/api';
import { loadAreas } from './areas';

describe('the area picker data (issue 39: 5 provinces, 7 cities, 23 districts were built in)', () => {
  it('offers all 31 province-level divisions of the mainland, each with its cities and their districts', async () => {
    const areas = await loadAreas();
    expect(areas.provinces).toHaveLength(31);
    expect(areas.provinces).toEqual(expect.arrayContaining(['北京市', '新疆维吾尔自治区', '西藏自治区', '内蒙古自治区', '海南省', '黑龙江省']));
    expect(areas.provinces).not.toContain('台湾省');
    for (const p of areas.provinces) {
      expect(areas.citiesOf(p).length, p).toBeGreaterThan(0);
      for (const c of areas.citiesOf(p)) expect(areas.countiesOf(p, c).length, `${p} ${c}`).toBeGreaterThan(0);
    }
    expect(areas.citiesOf('新疆维吾尔自治区')).toContain('乌鲁木齐市');
    expect(areas.countiesOf('新疆维吾尔自治区', '乌鲁木齐市')).toContain('天山区');
  });

  it('names a municipality as its own city, as saved profiles do (北京市 / 北京市 / 海淀区; Chongqing with its counties)', async () => {
    const areas = await loadAreas();
    for (const m of ['北京市', '天津市', '上海市', '重庆市']) expect(areas.citiesOf(m)).toEqual([m]);
    expect(areas.countiesOf('北京市', '北京市')).toContain('海淀区');
    expect(areas.countiesOf('重庆市', '重庆市')).toEqual(expect.arrayContaining(['渝中区', '石柱土家族自治县']));
  });

  it('every area the picker offers is one the sandbox saves (customer/saveBasicInfo: each name at most 16 characters)', async () => {
    const areas = await loadAreas();
    for (const province of areas.provinces) {
      for (const city of areas.citiesOf(province)) {
        for (const county of areas.countiesOf(province, city)) {
          expect(saveBasicInfoBody.safeParse({ province, city, county }).success, `${province} ${city} ${county}`).toBe(true);
        }
      }
    }
  });
});
