import { describe, expect, it } from 'vitest';
import { tooManyActiveUpdates } from '../../../domain/schemas/updates';
import { ApiError } from '../../api/fetcher';
import { updateFailure } from './update-failure';

const reply = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message }), `${status}`);

describe("the Live Updates form's failure", () => {
  it("says the place's limit in the server's words", () => {
    expect(updateFailure(reply(409, tooManyActiveUpdates()))).toBe(tooManyActiveUpdates());
  });

  it('says the usual message for anything else', () => {
    expect(updateFailure(reply(500, 'Internal Server Error'))).toBe('Failed to create status update');
    expect(updateFailure(new TypeError('Failed to fetch'))).toBe('Failed to create status update');
  });
});
