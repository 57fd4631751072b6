import { describe, expect, it } from 'vitest';
import { marketplaceOrigin } from './marketplace';

describe('marketplaceOrigin', () => {
  it('is the port below the back-office on the same host, as the defaults pair them', () => {
    expect(marketplaceOrigin({ protocol: 'http:', hostname: 'localhost', port: '3001' })).toBe(
      'http://localhost:3000',
    );
    expect(marketplaceOrigin({ protocol: 'http:', hostname: '127.0.0.1', port: '3301' })).toBe(
      'http://127.0.0.1:3300',
    );
  });
});
