/**
 * The shape every language's messages must have: the English catalogue's
 * keys, each leaf a string. Typing the Italian catalogue with it makes a
 * missing or extra key a compile error (test/renderer/i18n.test.ts checks
 * the same at run time, and that every placeholder is kept).
 */
export type MessagesOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : MessagesOf<T[K]> };
