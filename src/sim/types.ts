/** The balance lab's data types, kept with the contract (src/shared/simulation.ts) since the app's lab reads them too. */
export type * from '../shared/simulation';
