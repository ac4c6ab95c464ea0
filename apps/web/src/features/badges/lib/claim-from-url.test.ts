import { describe, expect, it } from 'vitest';
import { claimFromScannedText, claimFromSearch } from './claim-from-url';

const VENUE = `v1.2.29456789.${'A'.repeat(22)}`;

describe('claims read out of links', () => {
  it('reads the venue QR, an NFC tap and a printed code', () => {
    expect(claimFromSearch(`?venue=${VENUE}`)).toEqual({ method: 'venue', token: VENUE });
    expect(claimFromSearch('?uid=04A1B2C3D4E5F6&ctr=00002A&cmac=0123456789ABCDEF')).toEqual({
      method: 'nfc',
      uid: '04A1B2C3D4E5F6',
      ctr: '00002A',
      cmac: '0123456789ABCDEF',
    });
    expect(claimFromSearch('?code=ABCD-EFGH-JKLM')).toEqual({ method: 'code', code: 'ABCD-EFGH-JKLM' });
  });

  it('gives nothing for broken or partial links', () => {
    expect(claimFromSearch('?venue=v1.2.3')).toBeNull();
    expect(claimFromSearch('?uid=04A1B2C3D4E5F6&ctr=00002A')).toBeNull();
    expect(claimFromSearch('?code=<script>')).toBeNull();
    expect(claimFromSearch('')).toBeNull();
  });

  it('accepts scanned links of this site only', () => {
    const origin = 'https://may.example';
    expect(claimFromScannedText(`${origin}/ClockIn?venue=${VENUE}`, origin)).toEqual({ method: 'venue', token: VENUE });
    expect(claimFromScannedText(`https://evil.example/ClockIn?venue=${VENUE}`, origin)).toBeNull();
    expect(claimFromScannedText('not a link at all', origin)).toBeNull();
  });
});
