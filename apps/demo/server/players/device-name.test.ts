import { describe, expect, it } from 'vitest';
import { deviceName, deviceParts } from './device-name.js';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  bot: 'curl/8.5.0',
  system: 'Mozilla/5.0 (X11; Linux x86_64)',
};

describe('device names', () => {
  it('names a device by its browser and system', () => {
    expect(deviceName(UA.android)).toBe('Chrome on Android');
    expect(deviceName(UA.iphone)).toBe('Safari on iPhone');
    expect(deviceName(UA.firefox)).toBe('Firefox on Windows');
    expect(deviceName(UA.system)).toBe('A browser on Linux');
    expect(deviceName(UA.bot)).toBe('A browser');
    expect(deviceName(undefined)).toBe('A browser');
  });

  it('takes every name apart again into the parts it was made of', () => {
    const parts = (ua: string) => deviceParts(deviceName(ua));
    expect(parts(UA.android)).toEqual({ browser: 'Chrome', system: 'Android' });
    expect(parts(UA.iphone)).toEqual({ browser: 'Safari', system: 'iPhone' });
    expect(parts(UA.firefox)).toEqual({ browser: 'Firefox', system: 'Windows' });
    expect(parts(UA.system)).toEqual({ browser: null, system: 'Linux' });
    expect(parts(UA.bot)).toEqual({ browser: null, system: null });
    expect(deviceParts(null)).toEqual({ browser: null, system: null });
    expect(deviceParts('Something else')).toEqual({ browser: null, system: null });
  });
});
