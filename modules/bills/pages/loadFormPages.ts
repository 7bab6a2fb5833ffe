/** The bill form's chunk (the form engine): fetched on the first visit, or ahead of it. */
export const loadFormPages = () => import(/* webpackChunkName: "bill-form" */ './formPages');
