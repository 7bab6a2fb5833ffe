/**
 * What the fake hosts' scanners "see", per lab session: a text set through
 * `PUT /__lab/invoices/scanner`, else the tenant's first sample invoice.
 */
export class LabScanner {
  private readonly texts = new Map<string, string>();

  set(session: string, text: string): void {
    this.texts.set(session, text);
  }

  textFor(session: string, fallback: string): string {
    return this.texts.get(session) ?? fallback;
  }

  clear(): void {
    this.texts.clear();
  }
}
