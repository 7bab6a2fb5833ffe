/** The part of the shell's RootStore the approval store reads; structural so tests stay small. */
export interface ApprovalRoot {
  readonly flags: {
    get(): { readonly store: { variation(key: 'approval-bulk-agree'): unknown } } | null;
  };
  readonly session: { readonly staff: { readonly id: string } | null };
}
