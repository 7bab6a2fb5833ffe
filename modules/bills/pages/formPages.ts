/** The two pages that carry the bill form: one chunk, so the form engine is fetched once. */
export { EditBillPage } from './EditBillPage';
export { NewBillPage } from './NewBillPage';
