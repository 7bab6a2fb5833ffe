/** Thrown for theme input that cannot be shown safely; callers fall back to the default theme. */
export class ThemeError extends Error {
  override readonly name = 'ThemeError';
}
