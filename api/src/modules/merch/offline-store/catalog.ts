import type { MerchProduct } from "../merch.store";

/**
 * The offline store's fixed catalog. Its defaults (config.ts) allow the tee, the pins and the mousepad; the hoodie is
 * the pre-selected "specific order" item and, like the staff jacket, cannot be picked from the product list.
 */
export const OFFLINE_CATALOG: readonly MerchProduct[] = [
  {
    id: "offline-tee",
    title: "Mappers' Guild T-Shirt",
    variants: [
      { id: "offline-tee-s", title: "S", available: true, price: "25.00 USD" },
      { id: "offline-tee-m", title: "M", available: true, price: "25.00 USD" },
      { id: "offline-tee-l", title: "L", available: true, price: "25.00 USD" },
      { id: "offline-tee-xl", title: "XL", available: false, price: "25.00 USD" },
    ],
  },
  {
    id: "offline-pins",
    title: "Mappers' Guild Pin Set",
    variants: [{ id: "offline-pins-set", title: "Default Title", available: true, price: "12.00 USD" }],
  },
  {
    id: "offline-mousepad",
    title: "Mappers' Guild Mousepad",
    variants: [{ id: "offline-mousepad-xl", title: "Default Title", available: true, price: "20.00 USD" }],
  },
  {
    id: "offline-hoodie",
    title: "Mappers' Guild Hoodie",
    variants: [
      { id: "offline-hoodie-s", title: "S", available: true, price: "55.00 USD" },
      { id: "offline-hoodie-m", title: "M", available: true, price: "55.00 USD" },
      { id: "offline-hoodie-l", title: "L", available: true, price: "55.00 USD" },
    ],
  },
  {
    id: "offline-staff-jacket",
    title: "Staff Jacket",
    variants: [{ id: "offline-staff-jacket-m", title: "M", available: true, price: "90.00 USD" }],
  },
];
