/** The balance lab's data types, kept with the contract (src/contract/simulation.ts) since the app's lab reads them too. */
export type * from '../contract/simulation';
