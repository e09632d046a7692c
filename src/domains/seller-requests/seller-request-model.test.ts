import { describe, expect, it } from 'vitest';
import {
  approvedShopFields,
  checkSellerForm,
  newRequestFields,
  parseSellerRequest,
  requestStatusText,
  shopSlug,
  sortRequests,
  type SellerRequest,
  type SellerRequestForm,
} from './seller-request-model';

const form: SellerRequestForm = {
  name: 'Sam Grower',
  email: 'sam@example.org',
  shopName: 'Sam’s Veg & Eggs',
  whatTheySell: 'Seasonal vegetables and free-range eggs',
  phone: '',
};

function request(changes: Partial<SellerRequest> = {}): SellerRequest {
  return {
    uid: 'sam-uid',
    name: 'Sam Grower',
    email: 'sam@example.org',
    shopName: 'Sam’s Veg & Eggs',
    whatTheySell: 'Seasonal vegetables and free-range eggs',
    phone: null,
    status: 'pending',
    createdAt: new Date('2026-11-20T10:00:00Z'),
    decidedAt: null,
    decidedBy: null,
    shopId: null,
    ...changes,
  };
}

describe('the form to ask to sell', () => {
  it('accepts a filled form, trims it and stores an empty phone as null', () => {
    const checked = checkSellerForm({ ...form, name: '  Sam Grower ', phone: '  ' });
    expect(checked).toEqual({ ok: true, fields: { ...form, name: 'Sam Grower', phone: null } });
  });
  it('keeps a phone number given', () => {
    const checked = checkSellerForm({ ...form, phone: '07700 900123' });
    expect(checked.ok && checked.fields.phone).toBe('07700 900123');
  });
  const refused: [string, Partial<SellerRequestForm>, keyof SellerRequestForm, string][] = [
    ['no name', { name: ' ' }, 'name', 'Please give your name.'],
    ['a name of 101 characters', { name: 'n'.repeat(101) }, 'name', 'Please keep your name under 100 characters.'],
    ['no shop name', { shopName: '' }, 'shopName', 'Please give your shop or stall a name.'],
    [
      'a shop name of 141 characters',
      { shopName: 's'.repeat(141) },
      'shopName',
      'Please keep the shop’s name under 140 characters.',
    ],
    ['nothing about what they sell', { whatTheySell: '' }, 'whatTheySell', 'Please say in a line what you would sell.'],
    [
      'what they sell over 500',
      { whatTheySell: 'w'.repeat(501) },
      'whatTheySell',
      'Please keep this under 500 characters.',
    ],
    ['a bad email', { email: 'sam.example.org' }, 'email', 'Please give an email address like name@example.org.'],
    [
      'a phone of 41 characters',
      { phone: '0'.repeat(41) },
      'phone',
      'Please keep the phone number under 40 characters.',
    ],
  ];
  for (const [name, changes, field, message] of refused) {
    it(`refuses ${name}, saying so by the field`, () => {
      const checked = checkSellerForm({ ...form, ...changes });
      expect(checked.ok).toBe(false);
      if (!checked.ok) expect(checked.errors[field]).toBe(message);
    });
  }
  it('refuses a shop name on two lines (as the rules do)', () => {
    const checked = checkSellerForm({ ...form, shopName: 'Veg\nEggs' });
    expect(checked.ok).toBe(false);
  });
  it('names every field that is wrong at once', () => {
    const checked = checkSellerForm({ name: '', email: '', shopName: '', whatTheySell: '', phone: '' });
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(['email', 'name', 'shopName', 'whatTheySell']);
  });
  it('writes a pending request for the person, undecided, with no shop', () => {
    const checked = checkSellerForm(form);
    if (!checked.ok) throw new Error('the form should pass');
    expect(newRequestFields('sam-uid', checked.fields)).toEqual({
      uid: 'sam-uid',
      ...form,
      phone: null,
      status: 'pending',
      decidedAt: null,
      decidedBy: null,
      shopId: null,
    });
  });
});

describe('approving a request', () => {
  it('names the shop after the request: its slug from the shop name', () => {
    expect(shopSlug('Sam’s Veg & Eggs', () => false)).toBe('sams-veg-and-eggs');
  });
  it('takes the next free slug when the name is taken', () => {
    const taken = new Set(['sams-veg-and-eggs', 'sams-veg-and-eggs-2']);
    expect(shopSlug('Sam’s Veg & Eggs', (slug) => taken.has(slug))).toBe('sams-veg-and-eggs-3');
  });
  it('still gives an address for a name with no letters or digits', () => {
    expect(shopSlug('★★★', () => false)).toBe('shop');
  });
  it('makes a draft shop owned by the person who asked, selling what they said', () => {
    const fields = approvedShopFields(request(), 'sams-veg-and-eggs');
    expect(fields).toMatchObject({
      slug: 'sams-veg-and-eggs',
      title: 'Sam’s Veg & Eggs',
      description: 'Seasonal vegetables and free-range eggs',
      ownerUid: 'sam-uid',
      status: 'draft',
      publishAt: null,
      isOrganisationShop: false,
      collectionOptions: [],
      location: null,
      contact: null,
    });
    // The shops schema and the rules accept it: tests/rules/seller-requests.rules.test.ts.
  });
});

describe('requests as stored', () => {
  it('reads a stored request with its times, and refuses a broken one', () => {
    const stored = { ...request(), createdAt: { toDate: () => new Date('2026-11-20T10:00:00Z') } };
    expect(parseSellerRequest(stored)?.createdAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(parseSellerRequest({ ...stored, status: 'maybe' })).toBeUndefined();
    expect(parseSellerRequest({ ...stored, shopName: '' })).toBeUndefined();
  });
  it('lists waiting requests first, then the newest', () => {
    const older = request({ uid: 'a', createdAt: new Date('2026-11-01') });
    const newer = request({ uid: 'b', createdAt: new Date('2026-11-10') });
    const decided = request({ uid: 'c', status: 'approved', createdAt: new Date('2026-11-20') });
    expect(sortRequests([decided, older, newer]).map((r) => r.uid)).toEqual(['b', 'a', 'c']);
  });
  it('tells the member where their request stands', () => {
    expect(requestStatusText(request())).toMatch(/we have your request/);
    expect(requestStatusText(request({ status: 'approved' }))).toMatch(/your shop is ready/);
    expect(requestStatusText(request({ status: 'declined' }))).toMatch(/not approved/);
  });
});
