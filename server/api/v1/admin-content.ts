import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "../../../core/avatar-rules";
import * as contracts from "../../../core/contracts/admin-content";
import { mediaStorageFor } from "../../adapters/storage/media-storage-for";
import type { AppServices } from "../../app-context";
import { listAdminArticles, getAdminArticle, createArticle, updateArticle, setArticlePublished, setContentCover, listCategories } from "../../domain/admin/content/articles";
import { addBannerSlideMessage, bannerMessages } from "../../domain/admin/content/content-messages";
import { createBanner, deleteBanner, getBanner, listBanners, moveBannerSlide, removeBannerSlide, saveBannerSlide } from "../../domain/admin/content/banners";
import {
  addCollectionItem,
  getAdminCollection,
  listAdminCollections,
  moveCollectionItem,
  removeCollectionItem,
  searchCollectableListings,
  updateCollection,
} from "../../domain/admin/content/collections";
import { CONTENT_IMAGE_FIELD, uploadContentImage } from "../../domain/admin/content/content-images";
import { deletePageMetadata, getPageMetadata, listPageMetadata, pageMetadataDefaults, savePageMetadata } from "../../domain/admin/content/page-metadata";
import { AppError } from "../../kernel/errors";
import type { ApiRegistry } from "./route";

/**
 * The admin console's content operations (issue 20): thin handlers over server/domain/admin/content,
 * which the console's pages call too. Answers use the API's snake_case names.
 */

/** A camelCase name in snake_case, as a type ("updatedAt" -> "updated_at"). */
type Snake<Name extends string> = Name extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Snake<Tail>}`
  : Name;
type SnakeKeys<Value> = Value extends readonly (infer Item)[]
  ? SnakeKeys<Item>[]
  : Value extends object
    ? { [Key in keyof Value as Key extends string ? Snake<Key> : Key]: SnakeKeys<Value[Key]> }
    : Value;

/** A view in the API's names: camelCase keys become snake_case, all the way down. */
export function toSnakeCase<Value>(value: Value): SnakeKeys<Value> {
  if (Array.isArray(value)) return value.map(toSnakeCase) as SnakeKeys<Value>;
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), toSnakeCase(inner)]),
    ) as SnakeKeys<Value>;
  }
  return value as SnakeKeys<Value>;
}

const articleMessage = (removedMarkup: boolean, saved: string) =>
  removedMarkup ? `${saved} Markup in the text was taken out: articles are plain text.` : saved;

function storageOf(services: AppServices) {
  return { ...services, storage: mediaStorageFor(services.config) };
}

export function registerAdminContentRoutes(api: ApiRegistry): void {
  api.route(contracts.listContentPages, async ({ query, services }) => {
    const list = await listPageMetadata(services, { search: query.search, page: query.page });
    return { data: toSnakeCase(list.items), page: list.page, last_page: list.lastPage, total: list.total, defaults: pageMetadataDefaults(services.config.productName) };
  });
  api.route(contracts.getContentPage, async ({ query, services }) => ({ data: toSnakeCase(await getPageMetadata(services, query.path)) }));
  api.route(contracts.saveContentPage, async ({ admin, body, services }) => {
    const { view, created } = await savePageMetadata(services, admin, body);
    return { message: created ? `The metadata of ${view.path} is added.` : `The metadata of ${view.path} is saved.`, data: toSnakeCase(view) };
  });
  api.route(contracts.deleteContentPage, async ({ admin, query, services }) => {
    const view = await deletePageMetadata(services, admin, query.path);
    return { message: `The metadata of ${view.path} is removed; the page shows the defaults.`, data: toSnakeCase(view) };
  });

  api.route(contracts.listContentBanners, async ({ services }) => ({ data: toSnakeCase(await listBanners(services)) }));
  api.route(contracts.createContentBanner, async ({ admin, body, services }) => {
    const banner = await createBanner(services, admin, body);
    return { message: bannerMessages.created(banner.name), data: toSnakeCase(banner) };
  });
  api.route(contracts.getContentBanner, async ({ params, services }) => ({ data: toSnakeCase(await getBanner(services, params.id)) }));
  api.route(contracts.deleteContentBanner, async ({ admin, params, services }) => {
    const banner = await deleteBanner(services, admin, params.id);
    return { message: bannerMessages.deleted(banner.name), data: toSnakeCase(banner) };
  });
  api.route(contracts.addContentBannerSlide, async ({ admin, params, body, services }) => {
    const banner = await saveBannerSlide(services, admin, { bannerId: params.id, index: null, input: body });
    return { message: addBannerSlideMessage, data: toSnakeCase(banner) };
  });
  api.route(contracts.updateContentBannerSlide, async ({ admin, params, body, services }) => {
    const banner = await saveBannerSlide(services, admin, { bannerId: params.id, index: params.index, input: body });
    return { message: bannerMessages.slideSaved, data: toSnakeCase(banner) };
  });
  api.route(contracts.moveContentBannerSlide, async ({ admin, params, body, services }) => {
    const banner = await moveBannerSlide(services, admin, { bannerId: params.id, index: params.index, position: body.position });
    return { message: bannerMessages.slideMoved, data: toSnakeCase(banner) };
  });
  api.route(contracts.removeContentBannerSlide, async ({ admin, params, services }) => {
    const banner = await removeBannerSlide(services, admin, { bannerId: params.id, index: params.index });
    return { message: bannerMessages.slideRemoved, data: toSnakeCase(banner) };
  });

  api.route(contracts.listContentArticles, async ({ query, services }) => {
    const [list, categories] = await Promise.all([listAdminArticles(services, { search: query.search, status: query.status ?? null, page: query.page }), listCategories(services)]);
    return { data: toSnakeCase(list.items), page: list.page, last_page: list.lastPage, total: list.total, categories };
  });
  api.route(contracts.createContentArticle, async ({ admin, body, services }) => {
    const { article, removedMarkup } = await createArticle(services, admin, body);
    return { message: articleMessage(removedMarkup, "The article is saved as a draft."), data: toSnakeCase(article), removed_markup: removedMarkup };
  });
  api.route(contracts.getContentArticle, async ({ params, services }) => ({ data: toSnakeCase(await getAdminArticle(services, params.id)) }));
  api.route(contracts.updateContentArticle, async ({ admin, params, body, services }) => {
    const { article, removedMarkup } = await updateArticle(services, admin, { id: params.id, input: body });
    return { message: articleMessage(removedMarkup, "The article is saved."), data: toSnakeCase(article), removed_markup: removedMarkup };
  });
  api.route(contracts.publishContentArticle, async ({ admin, params, body, services }) => {
    const article = await setArticlePublished(services, admin, { id: params.id, published: body.published });
    return { message: article.isPublished ? `"${article.title}" is published.` : `"${article.title}" is unpublished.`, data: toSnakeCase(article) };
  });
  api.route(contracts.setContentArticleCover, async ({ admin, params, body, services }) => {
    const cover = await setContentCover(storageOf(services), admin, { id: params.id, type: "article", url: body.url });
    return { message: "The cover is changed.", data: { cover: toSnakeCase(cover) } };
  });

  api.route(contracts.listContentCollections, async ({ query, services }) => {
    const list = await listAdminCollections(services, { search: query.search, page: query.page });
    return { data: toSnakeCase(list.items), page: list.page, last_page: list.lastPage, total: list.total };
  });
  api.route(contracts.getContentCollection, async ({ params, services }) => ({ data: toSnakeCase(await getAdminCollection(services, params.id)) }));
  api.route(contracts.updateContentCollection, async ({ admin, params, body, services }) => ({
    message: "The collection is saved.",
    data: toSnakeCase(await updateCollection(services, admin, { id: params.id, input: body })),
  }));
  api.route(contracts.setContentCollectionCover, async ({ admin, params, body, services }) => {
    const cover = await setContentCover(storageOf(services), admin, { id: params.id, type: "collection", url: body.url });
    return { message: "The cover is changed.", data: { cover: toSnakeCase(cover) } };
  });
  api.route(contracts.searchContentCollectionCandidates, async ({ params, query, services }) => ({
    data: toSnakeCase(await searchCollectableListings(services, { collectionId: params.id, search: query.search })),
  }));
  api.route(contracts.addContentCollectionItem, async ({ admin, params, body, services }) => ({
    message: "The listing is added to the collection.",
    data: toSnakeCase(await addCollectionItem(services, admin, { id: params.id, listingId: body.listing_id })),
  }));
  api.route(contracts.moveContentCollectionItem, async ({ admin, params, body, services }) => ({
    message: "The listing is moved.",
    data: toSnakeCase(await moveCollectionItem(services, admin, { id: params.id, listingId: params.listing_id, position: body.position })),
  }));
  api.route(contracts.removeContentCollectionItem, async ({ admin, params, services }) => ({
    message: "The listing is taken out of the collection.",
    data: toSnakeCase(await removeCollectionItem(services, admin, { id: params.id, listingId: params.listing_id })),
  }));
}

const MULTIPART_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, fieldNameSize: 100 };

function refused(status: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode: status });
}

/** The multipart body of an upload: the file field `image` as a Buffer, nothing else kept. */
async function readImageBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== CONTENT_IMAGE_FIELD) {
        throw new AppError("VALIDATION_FAILED", "Send the picture in the file field image.", { [part.fieldname]: ["Unexpected file"] });
      }
      const bytes = await part.toBuffer();
      if (bytes.length > 0 || part.filename) body[CONTENT_IMAGE_FIELD] = bytes;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === "FST_REQ_FILE_TOO_LARGE") throw refused(413, AVATAR_MESSAGES.tooLarge);
    if (code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") throw refused(413, "Send one picture at a time.");
    if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) throw error;
    throw new AppError("BAD_REQUEST", "The form could not be read. Please try again.");
  }
  return body;
}

/**
 * The content picture upload, in its own Fastify scope: the only place of this module that reads a
 * multipart body (every other route keeps the JSON limit). The guard turns away anyone but an
 * editor before a byte of the upload is read.
 */
export async function adminContentUploadRoutes(scope: FastifyInstance, { api, services }: { api: ApiRegistry; services: AppServices }) {
  await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  scope.addHook("preValidation", async (request) => {
    if (request.isMultipart()) request.body = await readImageBody(request);
  });
  const uploads = api.within(scope);
  const storage = mediaStorageFor(services.config);
  uploads.route(contracts.uploadContentImage, async ({ admin, body, services }) => {
    const picture = await uploadContentImage({ ...services, storage }, admin, body.image);
    return { message: "The picture is uploaded. Use it in a page, a banner slide or a cover.", data: picture };
  });
}
