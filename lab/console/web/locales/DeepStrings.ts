/** A catalogue's shape with every message a string: what the other language must fill. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
