/**
 * The language setting, stored with the other settings: read once at start
 * (a missing or unreadable settings file leaves "system"), written when the
 * user picks another language.
 */
import type { DecksideApi } from '../../contract/api';
import { applyLanguage, type LanguageSetting } from './index.svelte';

export async function loadLanguage(api: Pick<DecksideApi, 'getSettings'>): Promise<void> {
  try {
    const res = await api.getSettings();
    applyLanguage(res.ok ? res.value.language : 'system');
  } catch {
    applyLanguage('system'); // no settings reachable: the system's language, and the app still starts
  }
}

/** Shows the language at once and stores it; answers the store's reason when it could not be saved. */
export async function saveLanguage(api: Pick<DecksideApi, 'updateSettings'>, setting: LanguageSetting): Promise<string | null> {
  applyLanguage(setting);
  const res = await api.updateSettings({ language: setting });
  return res.ok ? null : res.error.message;
}
