/** The page that carries the bill form, in its own chunk: the form engine is fetched once. */
export { BillFormPage } from './BillFormPage';
