import { describe, expect, it } from 'vitest';
import { buildSampleJpeg, buildSamplePng } from '../package/synthetic-files';
import { softwareName, letterheadLines } from './letterhead';
import { logoBox } from './letterhead-docx';
import { logoSize } from './logo-size';

const ADDRESS = { addressLine1: '120 Main Street', addressLine2: 'Suite 400', city: 'Boston', state: 'MA', postalCode: '02110', country: 'United States' };
const CONTACT = { phone: '+1 617 555 0100', email: 'office@harbor-law.example', website: 'https://harbor-law.example' };

describe('the firm letterhead', () => {
  it('prints the address on one line and phone · email · website on the next, leaving out what the firm has not given', () => {
    expect(letterheadLines({ ...ADDRESS, ...CONTACT })).toEqual([
      '120 Main Street, Suite 400, Boston, MA 02110, United States',
      '+1 617 555 0100 · office@harbor-law.example · https://harbor-law.example',
    ]);
    expect(
      letterheadLines({ ...ADDRESS, addressLine2: ' ', state: null, country: null, phone: null, email: 'office@harbor-law.example', website: null }),
    ).toEqual(['120 Main Street, Boston, 02110', 'office@harbor-law.example']);
    expect(
      letterheadLines({
        addressLine1: null,
        addressLine2: null,
        city: null,
        state: null,
        postalCode: null,
        country: null,
        phone: null,
        email: null,
        website: null,
      }),
    ).toEqual([]);
  });

  it('names Acclaim as the software unless the firm’s white label hides it', () => {
    expect(softwareName(null)).toBe('Acclaim');
    expect(softwareName({ firmName: 'Harbor Immigration LLP', hideAcclaimBranding: false })).toBe('Acclaim');
    expect(softwareName({ firmName: 'Harbor Immigration LLP', hideAcclaimBranding: true })).toBe('Harbor Immigration LLP');
  });

  it('reads a PNG or JPEG logo’s size from its header, and refuses anything else', async () => {
    expect(logoSize(buildSamplePng(240, 80), 'image/png')).toEqual({ width: 240, height: 80 });
    expect(logoSize(await buildSampleJpeg(300, 120), 'image/jpeg')).toEqual({ width: 300, height: 120 });
    expect(logoSize(buildSamplePng(240, 80), 'image/jpeg')).toBeNull();
    expect(logoSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).toBeNull();
    expect(logoSize(new Uint8Array([0x89, 0x50]), 'image/png')).toBeNull();
  });

  it('scales a logo to 0.6 inch high in Word, narrowing a very wide one to 2.5 inches', () => {
    const box = logoBox({ width: 240, height: 80 });
    expect(box.width).toBeCloseTo(172.8);
    expect(box.height).toBe(57.6);
    const wide = logoBox({ width: 1000, height: 100 });
    expect(wide.width).toBeCloseTo(240);
    expect(wide.height).toBeCloseTo(24);
  });
});
