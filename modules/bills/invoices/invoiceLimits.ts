/** The most invoice files one capture takes (docs/invoices.md pickers: 9 at once). */
export const MAX_CAPTURE_FILES = 9;
/** Per file: the spec's attachment limit (24 MB), since the file is attached to the line. */
export const MAX_INVOICE_FILE_BYTES = 24e6;
