/**
 * The area picker's data (province → city → county). The spec names the fields only; the sandbox has
 * no area dictionary, so a short built-in list stands in and names are saved as text (customer/saveBasicInfo).
 */
export const AREAS: Record<string, Record<string, readonly string[]>> = {
  北京市: { 北京市: ['东城区', '西城区', '朝阳区', '海淀区', '丰台区'] },
  上海市: { 上海市: ['黄浦区', '徐汇区', '静安区', '浦东新区'] },
  广东省: { 广州市: ['天河区', '越秀区', '海珠区'], 深圳市: ['福田区', '南山区', '宝安区'] },
  浙江省: { 杭州市: ['上城区', '西湖区', '滨江区'], 宁波市: ['海曙区', '鄞州区'] },
  四川省: { 成都市: ['锦江区', '武侯区', '高新区'] },
};

export const provinces = () => Object.keys(AREAS);
export const citiesOf = (province: string) => Object.keys(AREAS[province] ?? {});
export const countiesOf = (province: string, city: string) => AREAS[province]?.[city] ?? [];
