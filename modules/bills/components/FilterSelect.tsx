/** One choice of a filter (a state, a scene, a handler). */
export interface FilterOption {
  value: string;
  label: string;
}
