import { eq } from "drizzle-orm";
import { MEDIA_SIZES, type MediaSizes } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { cmsBanners, type CmsBannerMediaItem } from "../../db/schema/content";
import { versionedSceneSizes } from "../media/scene-urls";

/** docs/product.md §3 "Banner slide", shaped for the hero carousel. */
export type BannerSlide = {
  title: string;
  heading?: string;
  /** Where the slide's title links to (a path, #id or full address). */
  anchor?: string;
  actionButton?: { label: string; to: string };
  /** The banner item's second button, for pages that show both. */
  secondaryAction?: { label: string; to: string };
  image?: { alt: string; sizes: MediaSizes };
};

export type ListBannerSlidesOptions = {
  db: Database;
  /** The banner's name, e.g. 'home' or 'travel advisors page'. */
  name: string;
};

/**
 * The slides of a named CMS banner: its n-th data item paired with its n-th image by `order`.
 * An empty list when the banner does not exist.
 */
export async function listBannerSlides({ db, name }: ListBannerSlidesOptions): Promise<BannerSlide[]> {
  const [banner] = await db.select().from(cmsBanners).where(eq(cmsBanners.name, name)).limit(1);
  if (!banner) return [];
  const media = [...banner.media].sort((first, second) => first.order - second.order);
  return banner.data
    .filter((item) => item.title.trim() !== "")
    .map((item, index) => {
      const slide: BannerSlide = { title: item.title };
      if (item.description) slide.heading = item.description;
      if (item.isprimary && item.primarylabel && item.primarylink) {
        slide.actionButton = { label: item.primarylabel, to: item.primarylink };
      }
      if (item.issecondary && item.secondarylink) {
        slide.anchor = item.secondarylink;
        if (item.secondarylabel) slide.secondaryAction = { label: item.secondarylabel, to: item.secondarylink };
      }
      const picture = media[index];
      if (picture) slide.image = { alt: item.title, sizes: versionedSceneSizes(sizesFromOriginal(picture)) };
      return slide;
    });
}

const SIZED_FILE = new RegExp(`^(.*)/(?:${MEDIA_SIZES.join("|")})\\.(\\w+)$`);

/**
 * CMS media carry one address. Generated scenes are stored as one file per size beside each
 * other (.../large.jpg, .../small.jpg), so the sibling sizes are derived; any other address is
 * used for every size.
 */
function sizesFromOriginal(item: CmsBannerMediaItem): MediaSizes {
  const match = SIZED_FILE.exec(item.original_url);
  const sizes = {} as MediaSizes;
  for (const size of MEDIA_SIZES) {
    sizes[size] = match ? `${match[1]}/${size}.${match[2]}` : item.original_url;
  }
  return sizes;
}
