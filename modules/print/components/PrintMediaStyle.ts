import { createGlobalStyle } from 'styled-components';

/** The class of the one element that reaches the paper. */
export const PRINT_DOCUMENT_CLASS = 'print-document';

/**
 * On paper only the print document shows, on A4 portrait, black on white: the shell's header,
 * navigation, app background and this page's controls are hidden without the module knowing
 * their markup.
 */
export const PrintMediaStyle = createGlobalStyle`
  @page {
    size: A4 portrait;
    margin: 12mm;
  }

  @media print {
    html, body { background: white !important; color: black; }
    body * { visibility: hidden; }
    .${PRINT_DOCUMENT_CLASS}, .${PRINT_DOCUMENT_CLASS} * { visibility: visible; }
    .${PRINT_DOCUMENT_CLASS} {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      margin: 0;
    }
    /* A batch: the sheets inside the one document flow one after another. */
    .${PRINT_DOCUMENT_CLASS} .${PRINT_DOCUMENT_CLASS} {
      position: static;
    }
  }
`;
