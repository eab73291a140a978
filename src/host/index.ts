/**
 * The host layer: the app's back end, shared by Electron main and the
 * browser-mode server (Node, no electron). Each of them imports from here,
 * never from the other.
 */
export { dispatch, isApiMethod, type Dispatched } from './dispatch';
export { hostApi, openHost, type Host, type HostOptions } from './host-api';
export { RECOGNIZER_METHODS, recognizerApi, type RecognizerApi, type RecognizerApiOptions } from './recognizer-api';
/** Where the playtests live (the store decides; both transports open the same folder). */
export { defaultDataDir, resolveDataDir } from '../store';
export { injectMeta, lookupStatic, mimeTypeOf, type StaticLookup } from './static-files';
