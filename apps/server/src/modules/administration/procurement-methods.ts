/**
 * 采购方式 every company starts with (政府采购法 第二十六条; 竞争性磋商 财库〔2014〕214号;
 * 框架协议采购 财政部令第110号): the procurement_method form's seed records, written when the form
 * is created in a company (its first start, or its creation at run time). The office edits them
 * afterwards like any catalogue record; a deleted one is not brought back.
 */
export const PROCUREMENT_METHODS: Record<string, unknown>[] = [
  { methodName: '公开招标', methodCode: 'GKZB', sortNo: 1, legalBasis: '《政府采购法》第二十六条' },
  { methodName: '邀请招标', methodCode: 'YQZB', sortNo: 2, legalBasis: '《政府采购法》第二十六条' },
  { methodName: '竞争性谈判', methodCode: 'JZXTP', sortNo: 3, legalBasis: '《政府采购法》第二十六条' },
  { methodName: '竞争性磋商', methodCode: 'JZXCS', sortNo: 4, legalBasis: '财库〔2014〕214号' },
  { methodName: '单一来源采购', methodCode: 'DYLY', sortNo: 5, legalBasis: '《政府采购法》第二十六条' },
  { methodName: '询价', methodCode: 'XJ', sortNo: 6, legalBasis: '《政府采购法》第二十六条' },
  { methodName: '框架协议采购', methodCode: 'KJXY', sortNo: 7, legalBasis: '财政部令第110号' },
];
