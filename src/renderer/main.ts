/**
 * Renderer entry: picks the transport (Electron preload or browser-mode
 * HTTP), builds the app state and mounts the UI.
 */
import { mount } from 'svelte';
import App from './App.svelte';
import { AppState } from './lib/app.svelte';
import { pickTransport } from './lib/transport';
import { loadLanguage } from './i18n/settings';
import './styles/app.css';

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

const app = new AppState(pickTransport(window, document));
// The stored language first, so the first screen is already in it (English if the settings cannot be read).
void loadLanguage(app.api).finally(() => mount(App, { target, props: { app } }));
