/** The shape of a French strings object with every text widened to `string`: what English must fill. */
export type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> };
