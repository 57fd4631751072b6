import { describe, expect, it } from 'vitest';
import { logDetails } from '../../src/cli/log-details';

describe("the commands' log lines", () => {
  it('show an error with its message and code rather than {}', () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), {
      code: 'ECONNREFUSED',
    });
    const line = JSON.parse(logDetails({ err: error, to: 'owner@example.com' }));
    expect(line.err).toMatchObject({
      name: 'Error',
      message: 'connect ECONNREFUSED 127.0.0.1:25',
      code: 'ECONNREFUSED',
    });
    expect(line.to).toBe('owner@example.com');
  });
});
