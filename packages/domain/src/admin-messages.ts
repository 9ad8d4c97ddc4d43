/**
 * The staff screens' texts (spec sections 5 and 8): products, categories, tags, the fish of the
 * day, pincodes, creatives and quick pricing. A module of their own, so a customer's page never
 * downloads them; the server reads them through MESSAGES.
 */
export const PRODUCT_MESSAGES = {
  added: "Product added successfully",
  addFailed: "Error adding the product",
  updated: "Product updated successfully",
  updateFailed: "Error updating the product",
  updateFailedShort: "Error updating product",
  name: "Please enter a valid product name",
  defaultPrice: "Please enter a valid default price",
  salePrice: "Sale price must be a number and less than the default price",
  weight: "Please enter a valid weight",
  description: "Please enter a valid description",
  category: "Please select a category",
  productTag: "Please enter a valid product tag",
  note: "Please enter a valid note",
  imageRequired: "Please upload at least one product image",
  tooManyImages: "You can only upload up to 3 images.",
} as const;

export const CATEGORY_MESSAGES = {
  added: "Category added successfully",
  addFailed: "Error adding category",
  nameRequired: "Please enter a category name",
} as const;

export const PRODUCT_TAG_MESSAGES = {
  added: "Product Tag added successfully",
  addFailed: "Error adding product tag",
  nameRequired: "Please enter a product tag",
} as const;

export const DEAL_MESSAGES = {
  limit: "Only 4 products are acceptable for fish of the day.",
} as const;

export const PINCODE_MESSAGES = {
  added: "Added pincode successfully",
  addFailed: "Error adding pincode",
  updated: "Pincode updated successfully",
  updateFailed: "Error updating the pincode",
  sixDigits: "Please enter a valid 6-digit pincode.",
  maharashtra: "This pincode is outside Maharashtra. We deliver in Maharashtra only: pincodes 400000 to 449999.",
  nameRequired: "Please enter the area name",
  charges: "Delivery charges must be a number of rupees, 0 or more",
} as const;

export const CREATIVE_MESSAGES = {
  added: "Creative added successfully",
  addFailed: "Error adding the creative",
  deleted: "Creative deleted successfully",
  deleteFailed: "Error deleting the creative",
  badTag: "Please choose the desktop or mobile group",
  badLanguage: "Please choose English, Marathi, Hindi or every language",
} as const;

export const QUICK_PRICE_MESSAGES = { updated: "Data updated successfully", failed: "Error updating data" } as const;
