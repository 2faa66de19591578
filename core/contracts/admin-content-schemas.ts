import { z } from "zod";
import { articleInput, bannerNameInput, bannerSlideInput, collectionInput, pageMetadataInput, pagePathInput } from "../admin-content";

/**
 * The schemas of the admin console's content operations (core/contracts/admin-content.ts). Request
 * bodies are the rules of core/admin-content.ts, shared with the console's forms; answers use the
 * API's snake_case names.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const index = z.coerce.number().int().min(0).max(10_000);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const search = z.string().max(200, "At most 200 characters.").default("");
const paged = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item), page: z.number().int(), last_page: z.number().int(), total: z.number().int() });
const sizes = z.object({ thumbnail: z.string(), small: z.string(), medium: z.string(), large: z.string() });
const cover = z.object({ url: z.string(), alt: z.string(), sizes }).nullable();
const position = z.object({ position: z.coerce.number().int().min(0, "Choose a position from 1.").max(10_000, "Choose a position from 1.") });

const pageMetadata = z.object({
  path: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  keywords: z.string().nullable(),
  image: z.string().nullable(),
  updated_at: z.string(),
});

export const listContentPages = {
  query: z.object({ search, page }),
  response: paged(pageMetadata).extend({
    defaults: z.object({ title: z.string(), description: z.string(), keywords: z.string(), image: z.string() }).describe("What a path without metadata shows"),
  }),
};
export const getContentPage = { query: z.object({ path: pagePathInput }), response: z.object({ data: pageMetadata }) };
export const saveContentPage = { body: pageMetadataInput, response: z.object({ message: z.string(), data: pageMetadata }) };
export const deleteContentPage = { query: z.object({ path: pagePathInput }), response: z.object({ message: z.string(), data: pageMetadata }) };

export const uploadContentImage = {
  body: z.object({ image: z.instanceof(Buffer, { error: "Choose a picture to upload." }).describe("The picture (file field image)") }),
  response: z.object({ message: z.string(), data: z.object({ url: z.string(), sizes }) }),
};

const slide = z.object({
  index: z.number().int(),
  title: z.string(),
  description: z.string(),
  primary_label: z.string(),
  primary_link: z.string(),
  secondary_label: z.string(),
  secondary_link: z.string(),
  image: z.string(),
});
const banner = z.object({ id: z.number().int(), name: z.string(), slides: z.array(slide), updated_at: z.string() });
const bannerParams = z.object({ id });
const slideParams = z.object({ id, index });

export const listContentBanners = { response: z.object({ data: z.array(banner) }) };
export const createContentBanner = { body: bannerNameInput, response: z.object({ message: z.string(), data: banner }) };
export const getContentBanner = { params: bannerParams, response: z.object({ data: banner }) };
export const deleteContentBanner = { params: bannerParams, response: z.object({ message: z.string(), data: banner }) };
export const addContentBannerSlide = { params: bannerParams, body: bannerSlideInput, response: z.object({ message: z.string(), data: banner }) };
export const updateContentBannerSlide = { params: slideParams, body: bannerSlideInput, response: z.object({ message: z.string(), data: banner }) };
export const moveContentBannerSlide = { params: slideParams, body: position, response: z.object({ message: z.string(), data: banner }) };
export const removeContentBannerSlide = { params: slideParams, response: z.object({ message: z.string(), data: banner }) };

const articleItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  is_published: z.boolean(),
  category: z.string().nullable(),
  updated_at: z.string(),
  published_at: z.string(),
});
const article = articleItem.extend({
  heading: z.string().nullable(),
  description: z.string(),
  body: z.string().describe("Plain text, paragraphs split by a blank line"),
  author: z.string().nullable(),
  keywords: z.string().nullable(),
  cover,
});
const articleChange = z.object({ message: z.string(), data: article, removed_markup: z.boolean().describe("Whether markup was taken out of the text") });
const coverBody = z.object({ url: z.string().max(500, "Use a picture uploaded here or a drawn picture.").describe("An uploaded picture's url, or a drawn scene's /media/scenes/{slug}/large.jpg") });

export const listContentArticles = {
  query: z.object({ search, status: z.enum(["published", "draft"]).optional(), page }),
  response: paged(articleItem).extend({ categories: z.array(z.object({ slug: z.string(), name: z.string() })) }),
};
export const createContentArticle = { body: articleInput, response: articleChange };
export const getContentArticle = { params: z.object({ id }), response: z.object({ data: article }) };
export const updateContentArticle = { params: z.object({ id }), body: articleInput, response: articleChange };
export const publishContentArticle = {
  params: z.object({ id }),
  body: z.object({ published: z.boolean({ error: "Say whether the article is published (true or false)." }) }),
  response: z.object({ message: z.string(), data: article }),
};
export const setContentArticleCover = { params: z.object({ id }), body: coverBody, response: z.object({ message: z.string(), data: z.object({ cover }) }) };

const collectionItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  is_published: z.boolean(),
  item_count: z.number().int(),
  updated_at: z.string(),
});
const entry = z.object({ listing_id: z.number().int(), title: z.string(), type: z.string(), path: z.string(), city: z.string().nullable(), position: z.number().int() });
const collection = collectionItem.extend({ heading: z.string().nullable(), description: z.string(), cover, items: z.array(entry) });
const itemParams = z.object({ id, listing_id: id });

export const listContentCollections = { query: z.object({ search, page }), response: paged(collectionItem) };
export const getContentCollection = { params: z.object({ id }), response: z.object({ data: collection }) };
export const updateContentCollection = { params: z.object({ id }), body: collectionInput, response: z.object({ message: z.string(), data: collection }) };
export const setContentCollectionCover = { params: z.object({ id }), body: coverBody, response: z.object({ message: z.string(), data: z.object({ cover }) }) };
export const searchContentCollectionCandidates = {
  params: z.object({ id }),
  query: z.object({ search }),
  response: z.object({ data: z.array(z.object({ id: z.number().int(), title: z.string(), type: z.string(), path: z.string(), city: z.string().nullable() })) }),
};
export const addContentCollectionItem = {
  params: z.object({ id }),
  body: z.object({ listing_id: z.coerce.number({ error: "Choose a listing to add." }).int("Choose a listing to add.").positive("Choose a listing to add.").max(2_147_483_647, "Choose a listing to add.") }),
  response: z.object({ message: z.string(), data: collection }),
};
export const moveContentCollectionItem = { params: itemParams, body: position, response: z.object({ message: z.string(), data: collection }) };
export const removeContentCollectionItem = { params: itemParams, response: z.object({ message: z.string(), data: collection }) };
