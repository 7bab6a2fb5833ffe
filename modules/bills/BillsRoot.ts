/** The part of the shell's RootStore the bills store reads; a structural type keeps tests small. */
export interface BillsRoot {
  readonly flags: {
    get(): { readonly store: { variation(key: 'bills-display-mode'): unknown } } | null;
  };
  readonly session: { readonly staff: { readonly id: string } | null };
}
