import { afterEach, describe, expect, it } from '@rstest/core';
import { allSettled, fork } from 'effector';
import { SCHEME_STORAGE_KEY } from '@/shared/lib/color-scheme';
import { $schemeChoice, SchemePickerGate, schemeChosen } from './color-scheme';

const html = document.documentElement;

afterEach(() => {
  localStorage.removeItem(SCHEME_STORAGE_KEY);
  html.removeAttribute('data-theme');
});

describe('colour scheme choice', () => {
  it('reads the choice kept on the device when the picker opens; nothing kept is 跟随系统', async () => {
    const fresh = fork();
    await allSettled(SchemePickerGate.open, { scope: fresh, params: undefined });
    expect(fresh.getState($schemeChoice)).toBe('system');

    localStorage.setItem(SCHEME_STORAGE_KEY, 'dark');
    const returning = fork();
    await allSettled(SchemePickerGate.open, { scope: returning, params: undefined });
    expect(returning.getState($schemeChoice)).toBe('dark');
  });

  it('深色 and 浅色 are kept on the device and put on <html> at once', async () => {
    const scope = fork();
    await allSettled(schemeChosen, { scope, params: 'dark' });
    expect(scope.getState($schemeChoice)).toBe('dark');
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).toBe('dark');
    expect(html.getAttribute('data-theme')).toBe('dark');

    await allSettled(schemeChosen, { scope, params: 'light' });
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).toBe('light');
    expect(html.getAttribute('data-theme')).toBe('light');
  });

  it('跟随系统 forgets the choice and leaves the scheme to the phone', async () => {
    const scope = fork();
    await allSettled(schemeChosen, { scope, params: 'dark' });
    await allSettled(schemeChosen, { scope, params: 'system' });
    expect(scope.getState($schemeChoice)).toBe('system');
    expect(localStorage.getItem(SCHEME_STORAGE_KEY)).toBeNull();
    expect(html.hasAttribute('data-theme')).toBe(false);
  });

  it('a stored value it does not know reads as 跟随系统', async () => {
    localStorage.setItem(SCHEME_STORAGE_KEY, 'sepia');
    const scope = fork();
    await allSettled(SchemePickerGate.open, { scope, params: undefined });
    expect(scope.getState($schemeChoice)).toBe('system');
  });
});
