import { describe, expect, it } from 'vitest';
import { OPS_ROLES, permissionsOf } from '@culture/protocol';
import { OPS_SECTIONS, landingPath, sectionPath, visibleSections } from './navigation';

const allBuilt = OPS_SECTIONS.map((section) => ({ ...section, built: true }));

describe('console navigation by permission', () => {
  it('shows each built section only to roles holding its permission', () => {
    expect(visibleSections(permissionsOf(['owner']), allBuilt)).toEqual(['dashboard', 'operators', 'apiKeys', 'audit']);
    expect(visibleSections(permissionsOf(['content']), allBuilt)).toEqual(['dashboard', 'content']);
    expect(visibleSections(permissionsOf(['support']), allBuilt)).toEqual(['dashboard', 'members']);
    expect(visibleSections(permissionsOf(['finance']), allBuilt)).toEqual(['dashboard', 'members', 'orders']);
    expect(visibleSections(permissionsOf(['coupons', 'events']), allBuilt)).toEqual(['dashboard', 'coupons', 'events']);
    expect(visibleSections([], allBuilt)).toEqual([]);
  });

  it('hides sections that are not built, whatever the role', () => {
    for (const role of OPS_ROLES) {
      const shown = visibleSections(permissionsOf([role]));
      for (const key of shown) expect(OPS_SECTIONS.find((s) => s.key === key)?.built).toBe(true);
    }
  });

  it('lands on the page asked for when allowed, else on the first section, else nowhere', () => {
    const owner = permissionsOf(['owner']);
    expect(landingPath('/ops/dashboard', owner)).toBe('/ops/dashboard');
    expect(landingPath('/ops/coupons', owner)).toBe('/ops/dashboard');
    expect(landingPath('https://evil.example/', owner)).toBe('/ops/dashboard');
    expect(landingPath(null, [])).toBeNull();
    expect(sectionPath('apiKeys')).toBe('/ops/api-keys');
  });
});
