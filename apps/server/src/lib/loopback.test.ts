import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback';

describe('isLoopbackAddress', () => {
  it('knows 127.0.0.0/8, ::1 and 127.x mapped into IPv6', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
  });

  it('refuses every other address, and no address', () => {
    for (const address of [
      '10.0.0.1',
      '192.168.1.5',
      '0.0.0.0',
      '128.0.0.1',
      '::ffff:10.0.0.1',
      '::2',
      'fe80::1',
      '127.0.0.1.evil',
      'localhost',
      '',
      undefined,
    ]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
