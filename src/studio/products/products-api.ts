import useSWR from 'swr';
import {
  productDeskDetailSchema,
  productDeskOptionsSchema,
  productDeskPageSchema,
  productDeskPaths,
  type ProductDeskDetail,
  type ProductInput,
} from '../../../schemas/api/product-desk';
import { call } from '../api';

export const useProductPage = (path: string) => useSWR(path, (key: string) => call('GET', key, productDeskPageSchema), { keepPreviousData: true });
export const useProductOptions = () => useSWR(productDeskPaths.options, (key: string) => call('GET', key, productDeskOptionsSchema), { revalidateOnFocus: false });
export const useDeskProduct = (id: number | null) => useSWR(id === null ? null : productDeskPaths.product(id), (key: string) => call('GET', key, productDeskDetailSchema));

export const createProduct = (input: ProductInput): Promise<ProductDeskDetail> => call('POST', productDeskPaths.list, productDeskDetailSchema, input);
export const updateProduct = (id: number, input: ProductInput, revision: number): Promise<ProductDeskDetail> =>
  call('PUT', productDeskPaths.product(id), productDeskDetailSchema, { ...input, revision });
