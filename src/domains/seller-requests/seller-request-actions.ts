import { approvedShopFields, shopSlug, type SellerRequest } from './seller-request-model';

/**
 * What an admin's buttons do. Approve finds a free address for the shop (asking the server which are
 * taken, when it can; a clash it could not know of is refused by the rules and shown), then writes the
 * shop, its slug entry and the decision in one batch. Both return once the device has the change;
 * `sent` settles when the server does (offline: later).
 */
export async function approve(request: SellerRequest, adminUid: string): Promise<{ sent: Promise<void> }> {
  const data = await import('@/domains/seller-requests/seller-requests-data');
  const taken = new Set<string>();
  let slug = shopSlug(request.shopName, (candidate) => taken.has(candidate));
  while (taken.size < 20 && (await data.shopSlugTaken(slug))) {
    taken.add(slug);
    slug = shopSlug(request.shopName, (candidate) => taken.has(candidate));
  }
  return data.approveRequest(request.uid, adminUid, slug, approvedShopFields(request, slug));
}

export async function decline(request: SellerRequest, adminUid: string): Promise<{ sent: Promise<void> }> {
  const data = await import('@/domains/seller-requests/seller-requests-data');
  return data.declineRequest(request.uid, adminUid);
}
