import { describe, expect, it } from 'vitest';
import { signInAdmin, signUpVerifiedOwner } from '../../../../test/auth-helpers';
import { type FakeHandler, fakePlace } from '../../../../test/fake-places-server';
import type { Establishment } from '../../../domain/schemas/catalog';
import { establishmentIdByName } from '../../db/seed/seed';
import { Q, setUpImportApp } from './import-fixture';

const { app, runImport, byGooglePlaceId } = setUpImportApp();

/**
 * Google's answers for two restaurants: Elvi's Kitchen (seeded, so matched) and a new one that takes cash
 * only. One of Google's answers is not a yes or a no.
 */
function island(answers: { elvisDebit: boolean }): FakeHandler {
  const elvis = fakePlace('g-elvis', 'Elvi’s Kitchen', 17.9204, -87.9625, {
    accessibilityOptions: {
      wheelchairAccessibleEntrance: true,
      wheelchairAccessibleRestroom: true,
      wheelchairAccessibleSeating: 'sometimes',
      wheelchairAccessibleParking: true,
    },
    paymentOptions: { acceptsCreditCards: true, acceptsDebitCards: answers.elvisDebit, acceptsNfc: true },
    servesVegetarianFood: true,
    allowsDogs: false,
    restroom: true,
    outdoorSeating: true,
    reservable: true,
  });
  const cashOnly = fakePlace('g-tacos', 'Taco Stand by the Dock', 17.9215, -87.9611, {
    paymentOptions: { acceptsCashOnly: true },
    takeout: true,
    delivery: false,
    liveMusic: false,
    goodForChildren: true,
  });
  return (req) =>
    req.body.textQuery === Q('restaurants and bars', 'San Pedro') && !req.body.pageToken
      ? { body: { places: [elvis, cashOnly] } }
      : { body: {} };
}

const elvisPage = async () => {
  const id = await establishmentIdByName(app.ctx.database.db, "Elvi's Kitchen");
  return (await app.ctx.app.inject({ url: `/api/establishments/${id}` })).json() as Establishment;
};

describe('the Google import and amenities', () => {
  it("fills only unanswered ones, never over an owner's answer, nor one the owner cleared", async () => {
    const { ctx } = app;
    const elvis = await establishmentIdByName(ctx.database.db, "Elvi's Kitchen");
    const owner = await signUpVerifiedOwner(ctx.app, await signInAdmin(ctx.app), elvis);
    const edit = (attributes: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/establishments/${elvis}`,
        headers: owner.headers,
        payload: { attributes },
      });
    // The owner says the entrance has a step, and was not sure about credit cards after all.
    expect((await edit({ wheelchairEntrance: false, creditCards: true })).statusCode).toBe(200);
    expect((await edit({ creditCards: null })).statusCode).toBe(200);

    app.places.setHandler(island({ elvisDebit: true }));
    expect((await runImport()).record.status).toBe('completed');
    expect((await elvisPage()).attributes).toEqual({
      wheelchairEntrance: false,
      wheelchairRestroom: true,
      restroom: true,
      debitCards: true,
      dogsAllowed: false,
      vegetarian: true,
      outdoorSeating: true,
      reservations: true,
    });
  });

  it('takes cash only as a no to cards, and keeps only what the category offers', async () => {
    const draft = await byGooglePlaceId('g-tacos');
    expect(draft.isActive).toBe(false);
    expect(draft.attributes).toEqual({
      cashOnly: true,
      creditCards: false,
      debitCards: false,
      takeout: true,
      delivery: false,
      liveMusic: false,
      goodForChildren: true,
    });
  });

  it("does not overwrite its own earlier answer either: Google's facts fill, they do not edit", async () => {
    app.places.setHandler(island({ elvisDebit: false }));
    expect((await runImport()).record.status).toBe('completed');
    expect((await elvisPage()).attributes.debitCards).toBe(true);
  });
});
