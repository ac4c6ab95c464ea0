import { describe, expect, it } from 'vitest';
import { appPath, imagePath } from './content.js';

describe('content paths', () => {
  it.each(['/', '/pocket', '/BrandEquityDetail/3', '/world'])('accepts the in-app path %s', (path) => {
    expect(appPath.safeParse(path).success).toBe(true);
  });

  it.each(['//evil.example/', '/\\evil.example', 'https://evil.example/', 'pocket', '/a b', "/x'onload"])(
    'refuses %s, which is not a path inside the app',
    (path) => {
      expect(appPath.safeParse(path).success).toBe(false);
    },
  );

  it('takes images only from /images and /media', () => {
    expect(imagePath.safeParse('/images/brands/panmen.svg').success).toBe(true);
    expect(imagePath.safeParse('//cdn.example/x.svg').success).toBe(false);
  });

  it('stores an image path normalised', () => {
    expect(imagePath.parse('/images/brands/./panmen.svg')).toBe('/images/brands/panmen.svg');
    expect(imagePath.parse('/images/brands/old/../panmen.svg')).toBe('/images/brands/panmen.svg');
  });

  it.each([
    '/images/../server.js',
    '/images/../../etc/passwd',
    '/images/%2e%2e/%2e%2e/etc/passwd',
    '/images/%2E%2E/secret.png',
    '/images/..%2fsecret.png',
    '/images/a%5c..%5c..%5csecret.png',
    '/images\\..\\secret.png',
    '/images/a\\b.png',
    '//cdn.example/images/x.png',
    '/images//x.png',
    'https://evil.example/images/x.png',
    'javascript:alert(1)',
    'images/x.png',
    '/images/',
    '/images/%zz.png',
    '/images/x\u0000.png',
  ])('refuses the image path %s, which leaves the public images folder', (path) => {
    expect(imagePath.safeParse(path).success).toBe(false);
  });

  it.each(['/..', '/a/../b', '/./a'])('refuses the app path %s', (path) => {
    expect(appPath.safeParse(path).success).toBe(false);
  });
});
