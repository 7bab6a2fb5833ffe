import type { LocalizedCatalogue } from '@shell/i18n';

export interface RelationMessages {
  trips: string;
  noTrips: string;
  tripsFailed: string;
  importFilter: string;
  allTrips: string;
  tripMeans: string;
  route: string;
  departureTime: string;
  arrivalTime: string;
  supplier: string;
  importStatus: string;
  amount: string;
  dataLinks: string;
  noDataLinks: string;
  dataLinksFailed: string;
  dataLinkType: string;
  name: string;
  code: string;
  visibility: string;
  visibleToAll: string;
  owner: string;
  useCount: string;
  privateCarHidden: string;
  progress: string;
  progressFailed: string;
  axis: { checking: string; invoice: string; settlement: string };
  supplierArchiveType: string;
  taxpayerType: string;
  detailValueSource: string;
  stepDone: string;
  stepCurrent: string;
  separator: string;
  yes: string;
  no: string;
}

export const relationMessages: LocalizedCatalogue<RelationMessages> = {
  'zh-CN': {
    trips: '行程',
    noTrips: '暂无行程',
    tripsFailed: '行程加载失败，请重试',
    importFilter: '导入状态',
    allTrips: '全部',
    tripMeans: '出行方式',
    route: '行程路线',
    departureTime: '出发时间',
    arrivalTime: '到达时间',
    supplier: '供应商',
    importStatus: '导入状态',
    amount: '金额',
    dataLinks: '业务对象',
    noDataLinks: '暂无业务对象',
    dataLinksFailed: '业务对象加载失败，请重试',
    dataLinkType: '类型',
    name: '名称',
    code: '编码',
    visibility: '可见范围',
    visibleToAll: '全员可见',
    owner: '负责人',
    useCount: '引用次数',
    privateCarHidden: '私车信息已隐藏',
    progress: '对账结算进度',
    progressFailed: '对账结算进度加载失败，请重试',
    axis: { checking: '对账', invoice: '开票', settlement: '结算' },
    supplierArchiveType: '供应商档案类型',
    taxpayerType: '纳税人类型',
    detailValueSource: '明细取值来源',
    stepDone: '已完成',
    stepCurrent: '当前',
    separator: '、',
    yes: '是',
    no: '否',
  },
  'en-US': {
    trips: 'Trips',
    noTrips: 'No trips',
    tripsFailed: 'The trips could not be loaded. Please try again',
    importFilter: 'Import status',
    allTrips: 'All',
    tripMeans: 'Means',
    route: 'Route',
    departureTime: 'Departure',
    arrivalTime: 'Arrival',
    supplier: 'Supplier',
    importStatus: 'Import status',
    amount: 'Amount',
    dataLinks: 'Data links',
    noDataLinks: 'No data links',
    dataLinksFailed: 'The data links could not be loaded. Please try again',
    dataLinkType: 'Type',
    name: 'Name',
    code: 'Code',
    visibility: 'Visible to',
    visibleToAll: 'Everyone',
    owner: 'Owner',
    useCount: 'Use count',
    privateCarHidden: 'Private car details hidden',
    progress: 'Reconciliation and settlement progress',
    progressFailed: 'The progress could not be loaded. Please try again',
    axis: { checking: 'Checking', invoice: 'Invoice', settlement: 'Settlement' },
    supplierArchiveType: 'Supplier archive type',
    taxpayerType: 'Taxpayer type',
    detailValueSource: 'Detail value source',
    stepDone: 'done',
    stepCurrent: 'current',
    separator: ', ',
    yes: 'Yes',
    no: 'No',
  },
};
