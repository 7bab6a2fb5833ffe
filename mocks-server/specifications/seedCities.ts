import type { City } from './referenceTypes';

/** [name, English name, division code, province] */
const CITIES: readonly (readonly [string, string, string, string])[] = [
  ['北京', 'Beijing', '110100', '北京市'],
  ['上海', 'Shanghai', '310100', '上海市'],
  ['天津', 'Tianjin', '120100', '天津市'],
  ['重庆', 'Chongqing', '500100', '重庆市'],
  ['广州', 'Guangzhou', '440100', '广东省'],
  ['深圳', 'Shenzhen', '440300', '广东省'],
  ['杭州', 'Hangzhou', '330100', '浙江省'],
  ['宁波', 'Ningbo', '330200', '浙江省'],
  ['南京', 'Nanjing', '320100', '江苏省'],
  ['苏州', 'Suzhou', '320500', '江苏省'],
  ['成都', 'Chengdu', '510100', '四川省'],
  ['武汉', 'Wuhan', '420100', '湖北省'],
  ['西安', "Xi'an", '610100', '陕西省'],
  ['长沙', 'Changsha', '430100', '湖南省'],
  ['郑州', 'Zhengzhou', '410100', '河南省'],
  ['济南', 'Jinan', '370100', '山东省'],
  ['青岛', 'Qingdao', '370200', '山东省'],
  ['福州', 'Fuzhou', '350100', '福建省'],
  ['厦门', 'Xiamen', '350200', '福建省'],
  ['合肥', 'Hefei', '340100', '安徽省'],
  ['昆明', 'Kunming', '530100', '云南省'],
  ['沈阳', 'Shenyang', '210100', '辽宁省'],
  ['大连', 'Dalian', '210200', '辽宁省'],
  ['哈尔滨', 'Harbin', '230100', '黑龙江省'],
];

/** basedata.city: one fixed list for every tenant; ids are `city:<division code>`. */
export function seedCities(): City[] {
  return CITIES.map(([name, enName, code, province]) => ({
    id: `city:${code}`,
    name,
    enName,
    code,
    province,
    active: true,
  }));
}

export function cityNames(): string[] {
  return CITIES.map(([name]) => name);
}
