export const SETTLEMENT_DETAILS_PATH = '/financeManagement/settlementDetails';
