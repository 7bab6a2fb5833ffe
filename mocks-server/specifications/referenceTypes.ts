import type { PaymentChannel } from '@contracts/billVocabulary';
import type { FeeTypeSpecification } from './feeTypeSpecifications';
import type { FieldFormatType } from './specificationTypes';

/** What every record a ref field can point at carries; `corporationId` scopes it to a tenant. */
export interface ReferenceRecord {
  id: string;
  name: string;
  code: string;
  active: boolean;
  corporationId: string;
}

/** flow.FeeType: a tree; bills name the leaves (`<corp>:feeType:<code>`). */
export interface FeeType extends ReferenceRecord {
  parentId: string | null;
  /** Child ids in order. */
  children: string[];
  /** The path of names from the root, e.g. 差旅/住宿费. */
  fullName: string;
  order: number;
  /** What a line of this fee type asks for; null on parents, which only group. */
  specification: FeeTypeSpecification | null;
}

export interface Dimension extends ReferenceRecord {
  /** basedata.Dimension.<code> */
  entity: string;
}

export interface DimensionItem extends ReferenceRecord {
  dimensionId: string;
  entity: string;
  parentId: string | null;
  order: number;
}

export interface BaseEnum extends ReferenceRecord {
  /** basedata.Enum.<code> */
  entity: string;
}

export interface EnumItem extends ReferenceRecord {
  enumId: string;
  entity: string;
  order: number;
}

/** basedata.city: the same list in every tenant, so no corporation. */
export interface City {
  id: string;
  name: string;
  enName: string;
  /** The administrative division code. */
  code: string;
  province: string;
  active: boolean;
}

/** basedata.Settlement, as bill details show it: name and opportunity. */
export interface Settlement extends ReferenceRecord {
  opportunity: string;
}

/** A value field of a data-link entity, for the list's columns. */
export interface DataLinkField {
  name: string;
  label: string;
  type: FieldFormatType | 'percentage';
}

export interface DataLinkEntity extends ReferenceRecord {
  /** datalink.DataLinkEntity.<code> */
  entity: string;
  /** PRIVATE_CAR lets the list hide code, name and list fields (Data-link list (docs/lab.md)). */
  type: 'PRIVATE_CAR' | 'NORMAL';
  fields: DataLinkField[];
}

/** Data-link list (docs/lab.md): type (entityId), visibility, ownerId, useCount. */
export interface DataLink extends ReferenceRecord {
  entityId: string;
  entity: string;
  /** Who may see the record: everyone, or the listed staff and departments. */
  visibility: { fullVisible: boolean; staffIds: string[]; departmentIds: string[] };
  /** A staff id. */
  ownerId: string;
  useCount: number;
  values: Record<string, string | number | boolean>;
}

/** The bank-account selection fields of docs/lab.md: name, type, icon, bank, unionBank, cardNo, branch. */
export interface BankAccountFields {
  name: string;
  /** PERSONAL or PUBLIC for payees; BANK or ALIPAY for payment accounts. */
  type: string;
  /** An icon key (the bank's code): the lab ships no bank logos. */
  icon: string;
  bank: string;
  /** The 12-digit interbank (CNAPS) number of the branch. */
  unionBank: string;
  cardNo: string;
  branch: string;
}

/** pay.PayeeInfo: who a bill pays; personal ones belong to a staff. */
export interface PayeeInfo extends ReferenceRecord, BankAccountFields {
  type: 'PERSONAL' | 'PUBLIC';
  /** The staff a personal payee belongs to, null for suppliers. */
  ownerId: string | null;
}

/** pay.PaymentAccount: the corporation's own accounts a payment leaves from. */
export interface PaymentAccount extends ReferenceRecord, BankAccountFields {
  type: 'BANK' | 'ALIPAY';
  channels: PaymentChannel[];
  isDefault: boolean;
}

/** Every tenant's reference data, flat; each record carries its corporation. */
export interface ReferenceData {
  feeTypes: FeeType[];
  dimensions: Dimension[];
  dimensionItems: DimensionItem[];
  enums: BaseEnum[];
  enumItems: EnumItem[];
  cities: City[];
  settlements: Settlement[];
  dataLinkEntities: DataLinkEntity[];
  dataLinks: DataLink[];
  payees: PayeeInfo[];
  paymentAccounts: PaymentAccount[];
}
