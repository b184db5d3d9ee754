import { create } from 'zustand';
import { readJson, writeJson } from '@/lib/storage';
import { registerStore } from '@/lib/store-registry';
import {
  defaultLayoutSettings,
  persistedSettings,
  type LayoutSettings,
  type PersistedSetting,
} from './settings';

/**
 * Layout settings. Skin, direction, the menu's layout and menu-collapsed persist under the keys
 * `skin`, `direction`, `menuLayout` and `menuCollapsed`; an invalid stored value falls back to
 * its default.
 */
interface LayoutStore extends LayoutSettings {
  set: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
  reset: () => void;
}

const persistedKeys = Object.keys(persistedSettings) as PersistedSetting[];

export function readPersistedSettings(): Pick<LayoutSettings, PersistedSetting> {
  const fallback = defaultLayoutSettings;
  return {
    skin: readJson('skin', persistedSettings.skin) ?? fallback.skin,
    direction: readJson('direction', persistedSettings.direction) ?? fallback.direction,
    menuLayout: readJson('menuLayout', persistedSettings.menuLayout) ?? fallback.menuLayout,
    menuCollapsed:
      readJson('menuCollapsed', persistedSettings.menuCollapsed) ?? fallback.menuCollapsed,
  };
}

const isPersisted = (key: keyof LayoutSettings): key is PersistedSetting =>
  (persistedKeys as string[]).includes(key);

export const useLayoutStore = create<LayoutStore>()((set) => ({
  ...defaultLayoutSettings,
  ...readPersistedSettings(),
  set: (key, value) => {
    if (isPersisted(key)) writeJson(key, value);
    set({ [key]: value } as Partial<LayoutSettings>);
  },
  reset: () => {
    persistedKeys.forEach((key) => writeJson(key, defaultLayoutSettings[key]));
    set({ ...defaultLayoutSettings });
  },
}));

/** Re-reads storage (tests use it to simulate a reload). */
export function reloadLayoutSettings(): void {
  useLayoutStore.setState({ ...defaultLayoutSettings, ...readPersistedSettings() });
}

registerStore('layout settings', reloadLayoutSettings);

// Another tab changed the skin, direction or menu: this one follows (storage events come from
// other tabs only).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || isPersisted(event.key as keyof LayoutSettings)) {
      useLayoutStore.setState(readPersistedSettings());
    }
  });
}
