import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AVATAR_COUNT, AVATAR_DIR, avatarPng } from '../../scripts/avatars';

describe('the avatar images (spec §2 /static/avatar/avatar_{0..7}.png)', () => {
  it('are the committed output of scripts/avatars.ts: eight distinct 128 px RGB PNGs', () => {
    const files = Array.from({ length: AVATAR_COUNT }, (_, index) => readFileSync(`${AVATAR_DIR}avatar_${index}.png`));
    files.forEach((file, index) => {
      expect(file.equals(avatarPng(index)), `avatar_${index}.png is current`).toBe(true);
      expect(file.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(file.readUInt32BE(16)).toBe(128);
      expect(file.readUInt32BE(20)).toBe(128);
    });
    const pixels = files.map((file) => inflateSync(file.subarray(41, file.length - 16)).toString('base64'));
    expect(new Set(pixels).size).toBe(AVATAR_COUNT);
  });
});
