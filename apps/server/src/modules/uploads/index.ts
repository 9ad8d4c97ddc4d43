// Uploads' front door: reading a multipart form, and storing or removing images.
export { folderImageStore } from "./image-store.ts";
export { readMultipartForm, type MultipartForm } from "./multipart-form.ts";
export { removeStoredImage, withStoredImages } from "./stored-images.ts";
export { imageStoreFromConfig } from "./image-store-from-config.ts";
