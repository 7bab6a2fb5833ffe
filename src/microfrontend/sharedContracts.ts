import * as contractAdminAdminFields from '@contracts/admin/adminFields';
import * as contractAdminAdminOrganization from '@contracts/admin/adminOrganization';
import * as contractAdminDisplayRule from '@contracts/admin/displayRule';
import * as contractAdminFeeAssignmentRule from '@contracts/admin/feeAssignmentRule';
import * as contractApprovalApprovalBill from '@contracts/approval/approvalBill';
import * as contractApprovalApprovalTask from '@contracts/approval/approvalTask';
import * as contractApprovalBulkAgree from '@contracts/approval/bulkAgree';
import * as contractApprovalEvidence from '@contracts/approval/evidence';
import * as contractApprovalFlowNode from '@contracts/approval/flowNode';
import * as contractBillEnumerations from '@contracts/billEnumerations';
import * as contractBillVocabulary from '@contracts/billVocabulary';
import * as contractBillsAttachment from '@contracts/bills/attachment';
import * as contractBillsBillDetail from '@contracts/bills/billDetail';
import * as contractBillsBillSummary from '@contracts/bills/billSummary';
import * as contractBillsCurrencyOffer from '@contracts/bills/currencyOffer';
import * as contractBillsDescriptorFields from '@contracts/bills/descriptorFields';
import * as contractBillsDraftFailureBody from '@contracts/bills/draftFailureBody';
import * as contractBillsFeeType from '@contracts/bills/feeType';
import * as contractBillsFieldDescriptor from '@contracts/bills/fieldDescriptor';
import * as contractBillsFieldOptions from '@contracts/bills/fieldOptions';
import * as contractBillsLineRecord from '@contracts/bills/lineRecord';
import * as contractBillsLineSpecification from '@contracts/bills/lineSpecification';
import * as contractBillsRequisition from '@contracts/bills/requisition';
import * as contractBillsSpecification from '@contracts/bills/specification';
import * as contractBillsSpecificationFields from '@contracts/bills/specificationFields';
import * as contractBillsWaitingNode from '@contracts/bills/waitingNode';
import * as contractConfigAppConfigFile from '@contracts/config/appConfigFile';
import * as contractCoreAnswerOf from '@contracts/core/answerOf';
import * as contractCoreCheckedText from '@contracts/core/checkedText';
import * as contractCoreFields from '@contracts/core/fields';
import * as contractCoreListOf from '@contracts/core/listOf';
import * as contractCorePage from '@contracts/core/page';
import * as contractCoreParse from '@contracts/core/parse';
import * as contractCoreParseWithReasons from '@contracts/core/parseWithReasons';
import * as contractExtensionsExtensionInstance from '@contracts/extensions/extensionInstance';
import * as contractFlagsUploadFileTypes from '@contracts/flags/uploadFileTypes';
import * as contractGroupCenterGroupCenter from '@contracts/groupCenter/groupCenter';
import * as contractHostsCloudofficeSession from '@contracts/hosts/cloudofficeSession';
import * as contractHostsDingtalkJsConfig from '@contracts/hosts/dingtalkJsConfig';
import * as contractHostsFeishuJsConfig from '@contracts/hosts/feishuJsConfig';
import * as contractHostsHelperSession from '@contracts/hosts/helperSession';
import * as contractHostsHostSession from '@contracts/hosts/hostSession';
import * as contractHostsJsConfigFields from '@contracts/hosts/jsConfigFields';
import * as contractHostsRemoteSdkRecord from '@contracts/hosts/remoteSdkRecord';
import * as contractHostsWecomJsConfig from '@contracts/hosts/wecomJsConfig';
import * as contractHttpErrorAnswer from '@contracts/http/errorAnswer';
import * as contractInvoicesInvoiceRecord from '@contracts/invoices/invoiceRecord';
import * as contractInvoicesInvoiceCheck from '@contracts/invoices/invoiceCheck';
import * as contractInvoicesWalletGlance from '@contracts/invoices/walletGlance';
import * as contractInvoicesWalletInvoice from '@contracts/invoices/walletInvoice';
import * as contractMicrofrontendMicroAppTypes from '@contracts/microfrontend/microAppTypes';
import * as contractMicrofrontendRegistryDescriptor from '@contracts/microfrontend/registryDescriptor';
import * as contractMicrofrontendRegistryLists from '@contracts/microfrontend/registryLists';
import * as contractMoney from '@contracts/money';
import * as contractOrganizationCorporations from '@contracts/organization/corporations';
import * as contractOrganizationCurrentStaff from '@contracts/organization/currentStaff';
import * as contractOrganizationStaff from '@contracts/organization/staff';
import * as contractPrintPrintBill from '@contracts/print/printBill';
import * as contractPrintPrintFields from '@contracts/print/printFields';
import * as contractPrintPrintSheet from '@contracts/print/printSheet';
import * as contractReferencesRefRecord from '@contracts/references/refRecord';
import * as contractRelationsDataLink from '@contracts/relations/dataLink';
import * as contractRelationsSupplierProgress from '@contracts/relations/supplierProgress';
import * as contractRelationsTrip from '@contracts/relations/trip';
import * as contractResourcesResource from '@contracts/resources/resource';
import * as contractSessionHostErrorBody from '@contracts/session/hostErrorBody';
import * as contractSessionIdentityProvider from '@contracts/session/identityProvider';
import * as contractSessionStaffSetting from '@contracts/session/staffSetting';
import * as contractSessionTokenPair from '@contracts/session/tokenPair';
import * as contractThirdPartyResources from '@contracts/thirdParty/resources';
import * as contractUploadUploadTarget from '@contracts/upload/uploadTarget';
import * as contractUploadUploadTokenData from '@contracts/upload/uploadTokenData';
import * as contractUploadUploadedFile from '@contracts/upload/uploadedFile';

/**
 * Every contract file, by its path under `contracts/`, for module bundles: the build makes each
 * `@contracts/…` import of a module an external read from here (webpack.config.ts), so the
 * schemas and valibot exist once in the shared-surface chunk instead of once per module bundle.
 * sharedContracts.test.ts fails when a contract file is missing from this list.
 */
export const sharedContracts: Readonly<Record<string, unknown>> = Object.freeze({
  'admin/adminFields': contractAdminAdminFields,
  'admin/adminOrganization': contractAdminAdminOrganization,
  'admin/displayRule': contractAdminDisplayRule,
  'admin/feeAssignmentRule': contractAdminFeeAssignmentRule,
  'approval/approvalBill': contractApprovalApprovalBill,
  'approval/approvalTask': contractApprovalApprovalTask,
  'approval/bulkAgree': contractApprovalBulkAgree,
  'approval/evidence': contractApprovalEvidence,
  'approval/flowNode': contractApprovalFlowNode,
  billEnumerations: contractBillEnumerations,
  billVocabulary: contractBillVocabulary,
  'bills/attachment': contractBillsAttachment,
  'bills/billDetail': contractBillsBillDetail,
  'bills/billSummary': contractBillsBillSummary,
  'bills/currencyOffer': contractBillsCurrencyOffer,
  'bills/descriptorFields': contractBillsDescriptorFields,
  'bills/draftFailureBody': contractBillsDraftFailureBody,
  'bills/feeType': contractBillsFeeType,
  'bills/fieldDescriptor': contractBillsFieldDescriptor,
  'bills/fieldOptions': contractBillsFieldOptions,
  'bills/lineRecord': contractBillsLineRecord,
  'bills/lineSpecification': contractBillsLineSpecification,
  'bills/requisition': contractBillsRequisition,
  'bills/specification': contractBillsSpecification,
  'bills/specificationFields': contractBillsSpecificationFields,
  'bills/waitingNode': contractBillsWaitingNode,
  'config/appConfigFile': contractConfigAppConfigFile,
  'core/answerOf': contractCoreAnswerOf,
  'core/checkedText': contractCoreCheckedText,
  'core/fields': contractCoreFields,
  'core/listOf': contractCoreListOf,
  'core/page': contractCorePage,
  'core/parse': contractCoreParse,
  'core/parseWithReasons': contractCoreParseWithReasons,
  'extensions/extensionInstance': contractExtensionsExtensionInstance,
  'flags/uploadFileTypes': contractFlagsUploadFileTypes,
  'groupCenter/groupCenter': contractGroupCenterGroupCenter,
  'hosts/cloudofficeSession': contractHostsCloudofficeSession,
  'hosts/dingtalkJsConfig': contractHostsDingtalkJsConfig,
  'hosts/feishuJsConfig': contractHostsFeishuJsConfig,
  'hosts/helperSession': contractHostsHelperSession,
  'hosts/hostSession': contractHostsHostSession,
  'hosts/jsConfigFields': contractHostsJsConfigFields,
  'hosts/remoteSdkRecord': contractHostsRemoteSdkRecord,
  'hosts/wecomJsConfig': contractHostsWecomJsConfig,
  'http/errorAnswer': contractHttpErrorAnswer,
  'invoices/invoiceCheck': contractInvoicesInvoiceCheck,
  'invoices/invoiceRecord': contractInvoicesInvoiceRecord,
  'invoices/walletGlance': contractInvoicesWalletGlance,
  'invoices/walletInvoice': contractInvoicesWalletInvoice,
  'microfrontend/microAppTypes': contractMicrofrontendMicroAppTypes,
  'microfrontend/registryDescriptor': contractMicrofrontendRegistryDescriptor,
  'microfrontend/registryLists': contractMicrofrontendRegistryLists,
  money: contractMoney,
  'organization/corporations': contractOrganizationCorporations,
  'organization/currentStaff': contractOrganizationCurrentStaff,
  'organization/staff': contractOrganizationStaff,
  'print/printBill': contractPrintPrintBill,
  'print/printFields': contractPrintPrintFields,
  'print/printSheet': contractPrintPrintSheet,
  'references/refRecord': contractReferencesRefRecord,
  'relations/dataLink': contractRelationsDataLink,
  'relations/supplierProgress': contractRelationsSupplierProgress,
  'relations/trip': contractRelationsTrip,
  'resources/resource': contractResourcesResource,
  'session/hostErrorBody': contractSessionHostErrorBody,
  'session/identityProvider': contractSessionIdentityProvider,
  'session/staffSetting': contractSessionStaffSetting,
  'session/tokenPair': contractSessionTokenPair,
  'thirdParty/resources': contractThirdPartyResources,
  'upload/uploadTarget': contractUploadUploadTarget,
  'upload/uploadTokenData': contractUploadUploadTokenData,
  'upload/uploadedFile': contractUploadUploadedFile,
});
