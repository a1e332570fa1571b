import useSWR from 'swr';
import { productImagePaths, productPhotoListSchema, type ProductPhoto } from '../../../schemas/api/product-images';
import { call } from '../api';

/** Every call answers with the product's photos in order, so the list is simply replaced. */
export const useProductPhotos = (productId: number) => useSWR(productImagePaths.list(productId), (key: string) => call('GET', key, productPhotoListSchema));

export function uploadPhoto(productId: number, file: File): Promise<ProductPhoto[]> {
  const form = new FormData();
  form.append('file', file);
  return call('POST', productImagePaths.list(productId), productPhotoListSchema, form);
}

export const reorderPhotos = (productId: number, ids: number[]): Promise<ProductPhoto[]> => call('PUT', productImagePaths.order(productId), productPhotoListSchema, { ids });
export const changePhotoAlt = (productId: number, photoId: number, alt: string): Promise<ProductPhoto[]> =>
  call('PATCH', productImagePaths.one(productId, photoId), productPhotoListSchema, { alt });
export const deletePhoto = (productId: number, photoId: number): Promise<ProductPhoto[]> => call('DELETE', productImagePaths.one(productId, photoId), productPhotoListSchema);
