import { describe, expect, it } from 'vitest';
import { defaultLayoutSettings } from './settings';
import { reloadLayoutSettings, useLayoutStore } from './settings-store';

describe('layout settings', () => {
  it('starts from the spec defaults', () => {
    const {
      skin,
      direction,
      menuLayout,
      menuCollapsed,
      navbarType,
      navbarColor,
      footerType,
      contentWidth,
    } = useLayoutStore.getState();
    expect({
      skin,
      direction,
      menuLayout,
      menuCollapsed,
      navbarType,
      navbarColor,
      footerType,
      contentWidth,
    }).toEqual({
      skin: 'light',
      direction: 'ltr',
      menuLayout: 'vertical',
      menuCollapsed: false,
      navbarType: 'floating',
      navbarColor: 'white',
      footerType: 'hidden',
      contentWidth: 'boxed',
    });
  });

  it('persists skin, direction, menu layout and menu-collapsed under their own keys, and nothing else', () => {
    const { set } = useLayoutStore.getState();
    set('skin', 'dark');
    set('direction', 'rtl');
    set('menuLayout', 'horizontal');
    set('menuCollapsed', true);
    set('navbarType', 'sticky');
    set('footerType', 'static');
    expect(window.localStorage.getItem('skin')).toBe('"dark"');
    expect(window.localStorage.getItem('direction')).toBe('"rtl"');
    expect(window.localStorage.getItem('menuCollapsed')).toBe('true');
    expect(window.localStorage.getItem('menuLayout')).toBe('"horizontal"');

    reloadLayoutSettings();
    const state = useLayoutStore.getState();
    expect(state.skin).toBe('dark');
    expect(state.direction).toBe('rtl');
    expect(state.menuCollapsed).toBe(true);
    expect(state.menuLayout).toBe('horizontal');
    expect(state.navbarType).toBe(defaultLayoutSettings.navbarType);
    expect(state.footerType).toBe(defaultLayoutSettings.footerType);
  });

  it.each([
    ['skin', '"neon"'],
    ['skin', 'dark'],
    ['direction', '"up"'],
    ['menuCollapsed', '"yes"'],
    ['menuCollapsed', '{'],
    ['menuLayout', '"diagonal"'],
    ['menuLayout', 'horizontal'],
  ])('falls back to the default for an invalid %s (%s)', (key, raw) => {
    window.localStorage.setItem(key, raw);
    reloadLayoutSettings();
    const state = useLayoutStore.getState();
    expect(state[key as 'skin']).toBe(defaultLayoutSettings[key as 'skin']);
  });

  it('restores the defaults on reset', () => {
    const { set, reset } = useLayoutStore.getState();
    set('skin', 'semi-dark');
    set('contentWidth', 'full');
    reset();
    expect(useLayoutStore.getState().skin).toBe('light');
    expect(useLayoutStore.getState().contentWidth).toBe('boxed');
    expect(window.localStorage.getItem('skin')).toBe('"light"');
  });

  it('follows a skin or direction changed in another tab, and ignores other keys', () => {
    const { set } = useLayoutStore.getState();
    set('contentWidth', 'full');
    window.localStorage.setItem('skin', '"dark"');
    window.localStorage.setItem('direction', '"rtl"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }));
    expect(useLayoutStore.getState().skin).toBe('light');
    window.dispatchEvent(new StorageEvent('storage', { key: 'skin' }));
    expect(useLayoutStore.getState()).toMatchObject({
      skin: 'dark',
      direction: 'rtl',
      // Settings of this tab only are kept.
      contentWidth: 'full',
    });
  });
});
