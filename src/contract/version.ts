/**
 * The app's version, written into every match header and keying caches.
 * Taken from package.json at build time (resolveJsonModule) so there is one
 * place to bump it.
 */
import pkg from '../../package.json';

export const APP_VERSION: string = pkg.version;
