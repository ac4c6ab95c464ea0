import { describe, expect, it } from 'vitest';
import { appPath, imagePath } from './content.js';

describe('content paths', () => {
  it.each(['/', '/pocket', '/BrandEquityDetail/3', '/world'])('accepts the in-app path %s', (path) => {
    expect(appPath.safeParse(path).success).toBe(true);
  });

  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', 'pocket', '/a b', "/x'onload"])('refuses %s, which is not a path inside the app', (path) => {
    expect(appPath.safeParse(path).success).toBe(false);
  });

  it('takes images only from /images and /media', () => {
    expect(imagePath.safeParse('/images/brands/panmen.svg').success).toBe(true);
    expect(imagePath.safeParse('//cdn.example/x.svg').success).toBe(false);
  });
});
