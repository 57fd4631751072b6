import { describe, expect, it } from 'vitest';
import { closest } from '../../src/search/typo-correction';

/** The replacement typo-correction.ts picks among the vocabulary's nearest lexemes. */
describe('closest', () => {
  it('takes the lexeme fewest edits away, a trade on a tie', () => {
    expect(closest('fysioterapetti', ['fysioterapeutti', 'fysioterapia'])).toBe('fysioterapeutti');
    expect(closest('jooka', ['joka'])).toBe('jooga');
    expect(closest('joonaz', ['joonas'])).toBe('joonas');
  });

  it('takes nothing beyond a typo’s reach: "halpa" (cheap) is no typo of the name Hall', () => {
    expect(closest('halpa', ['hall'])).toBeNull();
    // An edit per four letters: two for "virtsnen".
    expect(closest('virtsnen', ['virtanen'])).toBe('virtanen');
    expect(closest('virtsnen', ['virta'])).toBeNull();
  });

  it('counts two letters swapped as one edit', () => {
    expect(closest('danile', ['daniel', 'danie'])).toBe('daniel');
    expect(closest('jogoa', ['jooga'])).toBe('jooga');
    expect(closest('hieonrta', ['hieronta'])).toBe('hieronta');
    // Two swaps in six letters are beyond a typo's reach.
    expect(closest('adnile', ['daniel'])).toBeNull();
  });
});
