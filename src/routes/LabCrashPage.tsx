/** Throws on render; registered only when the runtime config enables the lab's crash route. */
export function LabCrashPage(): never {
  throw new Error('Lab crash route: this exception is intentional');
}
