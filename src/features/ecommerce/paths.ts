/** Where the shop's pages live (the catalogue's paths), for links between them. */
export const ecommercePaths = {
  shop: '/apps/ecommerce/shop',
  productDetail: (slug: string) => `/apps/ecommerce/product-detail/${encodeURIComponent(slug)}`,
  wishlist: '/apps/ecommerce/wishlist',
  checkout: '/apps/ecommerce/checkout',
} as const;
